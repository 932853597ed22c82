import { expect, test, type Page } from '@playwright/test';
import { api, fillDate, isoDay, seedRoomType } from './support/api';
import { DEMO, uniqueSuffix, signIn } from './support/session';
import { VIEWPORTS, startInLanguage } from './support/screens';

/**
 * Issue 11, item 1: the "New guest" dialog is opened from inside the booking form. Saving the
 * guest must save only the guest: no booking without its guest, no "required" errors behind it.
 */

async function createGuestInDialog(page: Page, lastName: string) {
  await page.getByRole('button', { name: 'New guest' }).click();
  const dialog = page.getByRole('dialog', { name: 'New guest' });
  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Nora');
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill(lastName);
  await dialog.getByRole('textbox', { name: /^Mobile/ }).fill('+49 170 1234567');
  await dialog
    .getByRole('textbox', { name: /^Email/ })
    .fill(`${lastName.toLowerCase()}@example.test`);
  await dialog.getByTestId('new-guest-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('picked-guest')).toHaveText(`Nora ${lastName}`);
}

test('a guest created from the booking form is attached to the booking, and only the booking save creates it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await startInLanguage(page, baseURL!, 'en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner);
  const { roomType } = await seedRoomType(page, { name: 'Loft', roomPrefix: 'L', basePrice: 9000 });
  const bookingsOfType = async () =>
    (await api<{ total: number }>(page, 'get', `/api/booking?roomType=${roomType._id}`)).total;

  // An empty stay: saving the guest does not check (or submit) the booking around it.
  await page.goto('/booking/create');
  await createGuestInDialog(page, `Erste${uniqueSuffix()}`);
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await expect(page).toHaveURL(/\/booking\/create$/);

  // A complete stay: saving another new guest still creates no booking; the guest is picked.
  await page.getByRole('button', { name: 'Choose another guest' }).click();
  await fillDate(page, /^Arrival/, isoDay(3));
  await fillDate(page, /^Departure/, isoDay(5));
  await page.getByTestId('room-type-select').getByRole('button').click();
  await page.getByRole('option', { name: new RegExp(`^${roomType.name}`) }).click();
  const lastName = `Zweite${uniqueSuffix()}`;
  await createGuestInDialog(page, lastName);
  await expect(page).toHaveURL(/\/booking\/create$/);
  expect(await bookingsOfType()).toBe(0);

  await page.getByTestId('booking-save').click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('booking-summary')).toContainText(`Nora ${lastName}`);
  expect(await bookingsOfType()).toBe(1);
  const bookingId = page.url().split('/').pop()!;
  const booking = await api<{ mainGuest: { lastName: string } | null }>(
    page,
    'get',
    `/api/booking/${bookingId}`,
  );
  expect(booking.mainGuest?.lastName).toBe(lastName);
});
