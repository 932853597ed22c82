import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/session';
import { VIEWPORTS, checkScreen, startInLanguage } from './support/screens';

/**
 * The public booking page's settings (issue 13): the owner finds them under Plugins, sees the
 * seeded demo page, a light colour is refused while typing, an image is added, and the address,
 * embed code and QR code are there. Looked at on a desktop and a phone, with axe.
 */

/** The app scrolls inside its layout, so parts further down are pictured one view at a time. */
async function lookAt(page: Page, testId: string, name: string) {
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `e2e/screenshots/${name}.png` });
}

const fixture = path.join(import.meta.dirname, 'fixtures', 'room-type.png');

test('the owner finds the public page settings under Plugins, with address, embed code and QR code', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startInLanguage(page, baseURL!, 'en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner);
  await page.getByRole('link', { name: 'Plugins' }).click();
  await expect(page).toHaveURL(/\/plugins\/public_page$/);
  await expect(page.getByRole('heading', { name: 'Public booking page', level: 1 })).toBeVisible();
  // The demo hotel's page is on, with its three generated images.
  await expect(page.getByRole('switch', { name: 'Public booking page active' })).toBeChecked();
  await expect(page.getByTestId('slider-image')).toHaveCount(3);
  await expect(page.getByTestId('public-page-url')).toHaveText(`${baseURL}/public/alpenblick`);
  await expect(page.getByTestId('public-page-qr')).toBeVisible();
  await checkScreen(page, 'public-page-settings-desktop');
  await lookAt(page, 'slider-upload', 'public-page-settings-desktop-slider');
  await lookAt(page, 'public-page-embed', 'public-page-settings-desktop-address');

  const colour = page.getByRole('textbox', { name: /Theme colour/ });
  await colour.fill('#ffe066');
  await expect(page.getByTestId('theme-color-contrast')).toContainText('hard to read');
  await page.getByTestId('public-page-save').click();
  await expect(colour).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Discard changes' }).click();

  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('slider-upload').click();
  await (await chooser).setFiles(fixture);
  await expect(page.getByTestId('slider-image')).toHaveCount(4);
  await page.getByTestId('public-page-save').click();
  await expect(page.getByText('Public booking page saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('slider-image')).toHaveCount(4);

  await page.setViewportSize(VIEWPORTS.phone);
  await checkScreen(page, 'public-page-settings-phone');
  await lookAt(page, 'theme-color-input', 'public-page-settings-phone-colour');
  await lookAt(page, 'public-payment-method-online', 'public-page-settings-phone-payment');
  await lookAt(page, 'public-page-embed', 'public-page-settings-phone-address');
});

test('the settings read in German on a phone', async ({ page, baseURL }) => {
  await startInLanguage(page, baseURL!, 'de');
  await page.setViewportSize(VIEWPORTS.phone);
  await signIn(page, DEMO.owner, { path: '/plugins/public_page' });
  await expect(
    page.getByRole('heading', { name: 'Öffentliche Buchungsseite', level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('theme-color-contrast')).toContainText('gut lesbar');
  await expect(page.getByTestId('public-page-qr')).toBeVisible();
  await checkScreen(page, 'public-page-settings-phone-de');
  await lookAt(page, 'public-payment-method-online', 'public-page-settings-phone-de-payment');
});
