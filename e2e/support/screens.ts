import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The two sizes every screen is looked at in (DESIGN §5). */
export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Waits for data and for the fade page transition: a half-faded page fools pictures and axe. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Saves a full-page picture to e2e/screenshots (not committed) for people to look at. */
export async function captureScreen(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

/** Captures the screen and fails on any serious or critical axe violation. */
export async function checkScreen(page: Page, name: string) {
  await captureScreen(page, name);
  // Legacy mode: one axe.run in the page. The default runs each frame's part, then opens a blank
  // page, injects axe again and merges the parts there, for cross-origin frames our pages do not
  // have (same-origin frames are still checked); that took about 45 % of each check's time.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const severe = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  // Each violation names up to three of its elements, so a failure says where to look.
  const described = severe.map((violation) => {
    const where = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    return `${violation.id}: ${violation.help} (${where.join(', ')})`;
  });
  expect(described).toEqual([]);
}

/**
 * Closes the toast with this text: axe reads a toast still fading in (or covering the phone
 * header) as low contrast, so screens are checked without it.
 */
export async function closeToast(page: Page, text: string) {
  const toast = page.getByRole('listitem').filter({ hasText: text });
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toBeHidden();
}

/** Starts a fresh signed-out session in the given language. */
export async function startInLanguage(page: Page, baseURL: string, language: 'de' | 'en') {
  await page.context().clearCookies();
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: baseURL }]);
}
