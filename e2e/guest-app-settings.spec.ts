import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/session';
import { VIEWPORTS, checkScreen, startInLanguage } from './support/screens';

/**
 * The guest app's settings (issue 14): the owner finds them next to the public page under
 * Plugins, sees the demo app on with its cover, picks another accent and saves it; the preview
 * and the app's address follow. Looked at on a desktop and a phone, in both languages, with axe.
 */
/** A colour swatch: its radio is visually hidden inside the label a person clicks. */
const swatch = (page: Page, name: string) =>
  page.locator('label', { has: page.getByRole('radio', { name, exact: true }) });

// Both languages change the one demo hotel's accent: one after the other, never interleaved.
test.describe.configure({ mode: 'serial' });

for (const language of ['de', 'en'] as const) {
  test(`the owner changes the guest app's accent colour and sees it saved (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const t = <T>(de: T, en: T) => (language === 'de' ? de : en);
    await startInLanguage(page, baseURL!, language);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signIn(page, DEMO.owner, { path: '/plugins/guest_app' });
    await expect(
      page.getByRole('switch', { name: t('Gäste-App aktiv', 'Guest app active') }),
    ).toBeChecked();
    await expect(page.getByTestId('guest-app-url')).toHaveText(`${baseURL}/guest_app/alpenblick`);
    await checkScreen(page, `guest-app-settings-desktop-${language}`);

    const accent = 'Indigo';
    await swatch(page, accent).click();
    await page.getByTestId('guest-app-save').click();
    await expect(page.getByText(t('Gäste-App gespeichert', 'Guest app saved'))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: accent })).toBeChecked();

    await page.setViewportSize(VIEWPORTS.phone);
    await checkScreen(page, `guest-app-settings-phone-${language}`);
    // Back to the demo's colour, so the next run starts from the seeded app.
    await swatch(page, t('Petrol', 'Teal')).click();
    await page.getByTestId('guest-app-save').click();
    await expect(page.getByText(t('Gäste-App gespeichert', 'Guest app saved'))).toBeVisible();
  });
}
