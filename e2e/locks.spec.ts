import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/session';
import { VIEWPORTS, checkScreen, startInLanguage } from './support/screens';

/**
 * Door locks (issue 15) from the desk: the owner opens the demo hotel's entrance from the
 * header's quick-lock dialog (Open stays disabled until a door is picked) and sees the opening
 * listed with their name; the Locks page shows the simulated doors. Desktop and phone, both
 * languages, with axe.
 */
for (const language of ['de', 'en'] as const) {
  for (const viewport of ['desktop', 'phone'] as const) {
    test(`the owner opens the entrance from the header (${language}, ${viewport})`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const t = <T>(de: T, en: T) => (language === 'de' ? de : en);
      await startInLanguage(page, baseURL!, language);
      await page.setViewportSize(VIEWPORTS[viewport]);
      await signIn(page, DEMO.owner);

      await page.getByRole('button', { name: t('Tür öffnen', 'Open a door') }).click();
      const dialog = page.getByRole('dialog');
      const open = dialog.getByRole('button', { name: t('Öffnen', 'Open'), exact: true });
      await expect(open).toBeDisabled();
      await dialog.getByRole('option', { name: 'Haupteingang' }).click();
      await expect(open).toBeEnabled();
      await open.click();
      await expect(dialog.getByTestId('quick-lock-result')).toContainText('Haupteingang');
      await expect(dialog.getByText('Anna Brandstätter').first()).toBeVisible();
      await checkScreen(page, `locks-quick-dialog-${viewport}-${language}`);
      await page.keyboard.press('Escape');

      await page.goto('/settings/locks');
      await expect(page.getByRole('heading', { name: t('Schlösser', 'Locks') })).toBeVisible();
      await expect(page.getByText(t('Testmodus', 'Test mode')).first()).toBeVisible();
      await expect(page.getByText('Haupteingang').first()).toBeVisible();
      await checkScreen(page, `locks-page-${viewport}-${language}`);
    });
  }
}
