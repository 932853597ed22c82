import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginThroughForm } from './support/session';

/**
 * Walks the foundation's screens in both languages at desktop and phone size: each must pass axe
 * without serious or critical violations. The screenshots land in e2e/screenshots for people to
 * look at (not committed).
 */
const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

async function checkScreen(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  // The fade page transition must be over, or the picture and axe's contrast check see it half-done.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(severe.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

for (const language of ['de', 'en'] as const) {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`screens in ${language} on ${size}`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      await page
        .context()
        .addCookies([{ name: 'i18n_redirected', value: language, url: baseURL! }]);
      const suffix = `${language}-${size}`;

      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await checkScreen(page, `login-${suffix}`);

      await page.goto('/login/registration');
      await checkScreen(page, `registration-${suffix}`);

      await loginThroughForm(page, DEMO.owner);
      await checkScreen(page, `dashboard-${suffix}`);

      await page.goto('/settings/hotel');
      await expect(page.locator('input[name="contact.address"]')).toHaveValue(/Zugspitzstraße/);
      await checkScreen(page, `hotel-settings-${suffix}`);

      await page.goto('/user');
      await expect(page.locator('input[name="firstName"]')).toHaveValue('Anna');
      await checkScreen(page, `profile-${suffix}`);

      const switchUser = async (email: string) => {
        await page.context().clearCookies();
        await page.evaluate(() => localStorage.clear());
        await page
          .context()
          .addCookies([{ name: 'i18n_redirected', value: language, url: baseURL! }]);
        await loginThroughForm(page, email);
      };

      await switchUser(DEMO.member);
      await page.goto('/settings/hotel');
      await expect(page.getByTestId('error-status')).toHaveText('403');
      await checkScreen(page, `forbidden-${suffix}`);

      await switchUser(DEMO.superAdmin);
      await page.goto('/admin/dashboard');
      await expect(page.getByTestId('stat-hotels')).toContainText(/\d/);
      await checkScreen(page, `admin-dashboard-${suffix}`);
    });
  }
}
