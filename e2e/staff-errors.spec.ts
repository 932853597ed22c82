import { expect, test } from '@playwright/test';
import { DEMO_LOGINS } from '../apps/api/src/seed/demo-logins';
import { DEMO, signIn } from './support/session';

/**
 * Inside the staff area a refused or unknown page keeps the header and the menu, so the desk is
 * never stranded on a dead end, and a refusal names the person who can grant access.
 */
const ownerName = `${DEMO_LOGINS.owner.firstName} ${DEMO_LOGINS.owner.lastName}`;

test('a member on a manageHotel page sees the 403 inside the layout, naming the owner', async ({
  page,
}) => {
  await signIn(page, DEMO.member, { path: '/settings/hotel' });
  await expect(page.getByTestId('error-status')).toHaveText('403');
  await expect(
    page.getByText('Sie dürfen das Hotel nicht verwalten.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByTestId('error-access-granter')).toContainText(ownerName);
  // Header and menu stay: the member goes on from here without the browser's back button.
  await expect(page.getByRole('banner')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await menu.getByRole('link', { name: /buchungen/i }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByTestId('error-status')).toHaveCount(0);
});

test('an unknown staff address shows the 404 inside the layout', async ({ page }) => {
  await signIn(page, DEMO.owner, { path: '/no-such-page' });
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(page.getByText('Diese Seite konnte nicht gefunden werden')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('/settings opens the first settings page the user may see', async ({ page }) => {
  await signIn(page, DEMO.owner, { path: '/settings' });
  await expect(page).toHaveURL(/\/settings\/hotel$/);
  await expect(page.locator('input[name="contact.address"]')).toHaveValue(/Zugspitzstraße/);
});

test('/settings refuses a member without any settings page, inside the layout', async ({
  page,
}) => {
  await signIn(page, DEMO.member, { path: '/settings' });
  await expect(page.getByTestId('error-status')).toHaveText('403');
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
});

test('outside the staff area the full-screen error page stays', async ({ page }) => {
  await page.goto('/public/no-such-hotel');
  await expect(page.getByTestId('error-status')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toHaveCount(0);
});
