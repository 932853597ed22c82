import { expect, test } from '@playwright/test';
import { DEMO, loginThroughForm, uniqueEmail } from './support/session';

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

// Issue 11, item 9. By hand: log in in two browsers, change the password in one (Profil) or pick
// "Überall abmelden" in the user menu; the other browser lands on the login page at its next
// call (curl: the old bearer token gets 401 from GET /api/auth/user).
test('a password change and "log out everywhere" end the session in another browser', async ({
  page,
  browser,
}) => {
  // Two browsers, four password hashes: give a busy machine time.
  test.setTimeout(90_000);
  const email = uniqueEmail('ueberall');
  const registered = await page.request.post('/api/user', {
    data: {
      firstName: 'Uli',
      lastName: 'Überall',
      email,
      password: 'sicher123',
      passwordConfirmation: 'sicher123',
    },
  });
  expect(registered.status()).toBe(201);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginThroughForm(other, email, 'sicher123');
  await loginThroughForm(page, email, 'sicher123');

  await page.goto('/user');
  await page.getByLabel('Aktuelles Passwort').fill('sicher123');
  await page.getByLabel(/^neues passwort$/i).fill('geheimer456');
  await page.getByLabel(/passwort bestätigen/i).fill('geheimer456');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Ihr Passwort wurde geändert')).toBeVisible();
  // This browser goes on with the fresh token; the other one is signed out.
  await page.reload();
  await expect(page).toHaveURL(/\/user$/);
  // The old token's first call gets 401, which sends the page to the login form.
  await other.goto('/user', { waitUntil: 'commit' });
  await expect(other).toHaveURL(/\/login/);

  await loginThroughForm(other, email, 'geheimer456');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout-everywhere').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('auf allen Geräten');
  await dialog.getByRole('button', { name: 'Überall abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The old token's first call gets 401, which sends the page to the login form.
  await other.goto('/user', { waitUntil: 'commit' });
  await expect(other).toHaveURL(/\/login/);
  await otherContext.close();
});
