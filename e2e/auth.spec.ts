import { expect, test } from '@playwright/test';
import { DEMO, uniqueEmail } from './support/session';

test('a wrong password shows the German error and keeps the user on the login page', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel(/e-mail/i).fill(DEMO.owner);
  await page.getByLabel(/passwort/i).fill('not-the-password');
  await page.getByRole('button', { name: /anmelden/i }).click();
  await expect(page.getByText('Falscher Benutzername oder falsches Passwort')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a new user registers, creates a hotel and lands on its dashboard', async ({ page }) => {
  const email = uniqueEmail('neu');
  await page.goto('/login/registration');
  await page.getByLabel(/vorname/i).fill('Marie');
  await page.getByLabel(/nachname/i).fill('Keller');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^passwort$/i).fill('sicher123');
  await page.getByLabel(/passwort bestätigen/i).fill('sicher123');
  await page.getByRole('button', { name: /registrieren/i }).click();

  // A user without a hotel gets the first-run page that creates one.
  await expect(page.getByRole('heading', { name: /hotel anlegen|ersten betrieb/i })).toBeVisible();
  await page.getByLabel(/name des (hotels|betriebs)/i).fill('Pension Seeblick');
  await page.getByLabel(/adresse/i).fill('Seestraße 4, 83684 Tegernsee');
  await page.getByLabel(/e-mail/i).fill('info@pension-seeblick.de');
  await page.getByLabel(/telefon/i).fill('+49 8022 12345');
  await page.getByRole('button', { name: /hotel anlegen|anlegen/i }).click();

  await expect(page.getByText('Pension Seeblick').first()).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: /dashboard/i }),
  ).toBeVisible();
});
