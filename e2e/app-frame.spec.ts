import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/session';
import { VIEWPORTS, settle } from './support/screens';

/**
 * The staff frame stays put: only the main area scrolls, so the header and the menu never leave
 * the screen and no blank page hangs below it (issue 11, item 13).
 */
const PAGES = ['/', '/payment', '/booking', '/calendar'] as const;

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test(`on ${size} the window never scrolls, only the main area`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.owner);
    for (const path of PAGES) {
      await page.goto(path);
      await settle(page);
      const heights = await page.evaluate(() => ({
        document: document.scrollingElement!.scrollHeight,
        viewport: window.innerHeight,
      }));
      expect(heights.document, `document height on ${path}`).toBe(heights.viewport);

      await page.locator('#main-content').evaluate((main) => {
        main.scrollTop = main.scrollHeight;
      });
      await page.mouse.wheel(0, 2000);
      await page.keyboard.press('End');
      expect(await page.evaluate(() => window.scrollY), `window scroll on ${path}`).toBe(0);
      const header = page.locator('header').first();
      await expect(header).toBeInViewport();
      expect((await header.boundingBox())?.y, `header top on ${path}`).toBe(0);
    }
  });
}
