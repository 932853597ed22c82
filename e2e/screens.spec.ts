import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/session';
import { VIEWPORTS, checkScreen, startInLanguage } from './support/screens';

/**
 * The foundation's screens in both languages at desktop and phone size: each must pass axe
 * without serious or critical violations, and its picture lands in e2e/screenshots.
 */
test.describe.configure({ timeout: 60_000 });

for (const language of ['de', 'en'] as const) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const suffix = `${language}-${size}`;

    test.describe(`${language} on ${size}`, () => {
      test.beforeEach(async ({ page, baseURL }) => {
        await page.setViewportSize(viewport);
        await startInLanguage(page, baseURL!, language);
      });

      test('login and registration', async ({ page }) => {
        await page.goto('/login');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await checkScreen(page, `login-${suffix}`);
        await page.goto('/login/registration');
        await checkScreen(page, `registration-${suffix}`);
      });

      test('owner: dashboard, hotel settings and profile', async ({ page }) => {
        await signIn(page, DEMO.owner);
        await checkScreen(page, `dashboard-${suffix}`);
        await page.goto('/settings/hotel');
        await expect(page.locator('input[name="contact.address"]')).toHaveValue(/Zugspitzstraße/);
        await checkScreen(page, `hotel-settings-${suffix}`);
        // Check-in and check-out read on the 24-hour clock in both languages.
        await page
          .getByRole('tab', { name: language === 'de' ? 'Einstellungen' : 'Settings' })
          .click();
        const checkIn = page.getByRole('group', { name: /^Check-in/ });
        await expect(checkIn.getByRole('spinbutton')).toHaveText(['15', '00']);
        await expect(page.getByRole('tabpanel')).not.toContainText(/\b[AP]M\b/);
        await checkScreen(page, `hotel-settings-times-${suffix}`);
        await page.goto('/user');
        await expect(page.locator('input[name="firstName"]')).toHaveValue('Anna');
        await checkScreen(page, `profile-${suffix}`);
      });

      test('member: the 403 page on hotel settings', async ({ page }) => {
        await signIn(page, DEMO.member, { path: '/settings/hotel' });
        await expect(page.getByTestId('error-status')).toHaveText('403');
        await checkScreen(page, `forbidden-${suffix}`);
      });

      test('super admin: the admin dashboard', async ({ page }) => {
        await signIn(page, DEMO.superAdmin, { path: '/admin/dashboard' });
        await expect(page.getByTestId('stat-hotels')).toContainText(/\d/);
        await checkScreen(page, `admin-dashboard-${suffix}`);
      });
    });
  }
}
