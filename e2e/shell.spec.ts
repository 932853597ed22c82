import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/session';

test('the owner switches the language to English and it persists after a reload', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.getByRole('button', { name: /sprache|language/i }).click();
  await page.getByRole('menuitem', { name: /english/i }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Settings' })).toBeVisible();
  const cookies = await page.context().cookies();
  const localeCookie = cookies.find((cookie) => cookie.name === 'i18n_redirected');
  expect(localeCookie?.value).toBe('en');
  // 365 days, give or take the seconds the test took.
  expect(localeCookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
});

test('a member without manageHotel sees no settings and gets the 403 page on its URL', async ({
  page,
}) => {
  await signIn(page, DEMO.member);
  const menu = page.getByRole('navigation');
  await expect(menu.getByRole('link', { name: /dashboard/i })).toBeVisible();
  await expect(menu.getByRole('link', { name: /einstellungen/i })).toHaveCount(0);

  await page.goto('/settings/hotel');
  await expect(page.getByText('403')).toBeVisible();
  await expect(
    page.getByText('Sie dürfen das Hotel nicht verwalten.', { exact: false }),
  ).toBeVisible();
});

test('the super admin toggles to the admin dashboard and back', async ({ page }) => {
  await signIn(page, DEMO.superAdmin);
  await page.getByRole('button', { name: /admin-ansicht|admin view/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(/hotels/i).first()).toBeVisible();
  await page.getByRole('button', { name: /kundenansicht|customer view/i }).click();
  await expect(page).toHaveURL(/\/$/);
});
