import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { fillDate, isoDay, post, seedGuest, seedRoomType } from './support/api';
import { completeStayAtDesk } from './support/booking-desk';
import { DEMO, uniqueSuffix, signIn } from './support/session';
import { VIEWPORTS, checkScreen, startInLanguage } from './support/screens';
import { readXlsxRows } from './support/xlsx';

/**
 * Booking pages (issue 4, item 5): create a booking through the form, walk it through its
 * statuses, then filter the list, reload, and export. Everything it touches is its own room
 * type, rooms, service and guest, so demo data and other bookings on the dates do not matter.
 */

async function setUp(page: Page) {
  const service = await post<{ _id: string; name: string }>(page, '/api/service', {
    name: `Frühstück ${uniqueSuffix()}`,
    price: 1500,
    charge: 'per_person_per_night',
  });
  const { roomType, rooms } = await seedRoomType(page, {
    name: 'Suite',
    roomPrefix: 'S',
    basePrice: 10000,
    rooms: 2,
    serviceIds: [service._id],
  });
  const guest = await seedGuest(page, 'Greta', 'Gast');
  return { service, roomType, rooms, guest };
}

test('the owner creates a booking through the form and sees it on its detail page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startInLanguage(page, baseURL!, 'en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner);
  const { service, roomType, rooms, guest } = await setUp(page);

  // Guest search, dates, room type with availability, room, service, live price.
  await page.goto('/booking/create');
  await page.getByLabel('Main guest').fill(guest.lastName);
  await page.getByTestId('guest-result').filter({ hasText: guest.lastName }).click();
  await expect(page.getByTestId('picked-guest')).toContainText(guest.lastName);
  await fillDate(page, /^Arrival/, isoDay(0));
  await fillDate(page, /^Departure/, isoDay(2));
  await expect(page.getByTestId('nights')).toHaveText('2 nights');
  await page.getByTestId('room-type-select').getByRole('button').click();
  await page.getByRole('option', { name: `${roomType.name} — 2 free` }).click();
  await page.getByTestId('room-select').getByRole('button').click();
  await page.getByRole('option', { name: rooms[0]!.number }).click();
  await page.getByRole('checkbox', { name: service.name }).check({ force: true });
  // 2 nights × €100 + breakfast 2 nights × 1 person × €15 = €230.
  await expect(page.getByTestId('price-total')).toHaveText('€230.00');
  await checkScreen(page, 'booking-create-desktop-en');
  await page.getByTestId('booking-save').click();

  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/Booking \d+/);
  await expect(heading).toContainText('new');
  await expect(page.getByTestId('booking-summary')).toContainText(guest.lastName);
  await expect(page.getByTestId('price-total')).toHaveText('€230.00');
  await expect(page.getByTestId('booking-history')).toContainText('Booking created');
  await expect(page.getByTestId('access-code')).toHaveText(/\d{4,}/);
  const bookingUrl = page.url();
  // Without the "created" toast, which would cover the header in the picture.
  await page.reload();
  await page.setViewportSize(VIEWPORTS.phone);
  await expect(heading).toContainText('new');
  await checkScreen(page, 'booking-detail-phone-en');

  await startInLanguage(page, baseURL!, 'de');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner);
  await page.goto(bookingUrl);
  await expect(heading).toContainText('neu');
  await checkScreen(page, 'booking-detail-desktop-de');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/booking/create');
  await expect(heading).toHaveText('Neue Buchung');
  await checkScreen(page, 'booking-create-phone-de');
});

test('statuses to completed, then filter the list, reload, and export', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await startInLanguage(page, baseURL!, 'en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner);
  const { roomType, rooms, guest } = await setUp(page);
  const booking = await post<{ _id: string; number: number }>(page, '/api/booking/', {
    roomType: roomType._id,
    room: rooms[1]!._id,
    mainGuest: guest._id,
    arrival: isoDay(0),
    departure: isoDay(3),
  });
  const number = String(booking.number);

  await completeStayAtDesk(page, booking._id);
  await expect(page.getByTestId('status-actions')).toHaveCount(0);
  // Completing on the arrival day keeps the one-night minimum: the stay now ends tomorrow.
  // In the hotel's date format (the demo hotel writes dd.mm.yyyy), whatever the language.
  const shortened = isoDay(1).split('-').reverse().join('.');
  await expect(page.getByTestId('booking-summary')).toContainText(`– ${shortened} · 1 night`);
  await expect(page.getByTestId('booking-history')).toContainText('Status: checked in → completed');

  // The list: filter by status and number, reload, the same row is still there.
  await page.goto('/booking');
  await page.getByTestId('status-chip-completed').click();
  await page.getByLabel('Number').fill(number);
  await expect(page).toHaveURL(new RegExp(`status=completed.*number=${number}`));
  const rows = page.getByTestId('booking-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(guest.lastName);
  await page.reload();
  await expect(page.getByTestId('status-chip-completed')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Number')).toHaveValue(number);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(guest.lastName);

  // Export the filtered list: a header and our booking, in both formats.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const csvLines = (await readFile(await csv.path(), 'utf8')).trim().split(/\r?\n/);
  expect(csvLines).toHaveLength(2);
  expect(csvLines[1]).toContain(number);
  expect(csvLines[1]).toContain(`Greta ${guest.lastName}`);
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheetRows = await readXlsxRows(await xlsx.path());
  expect(sheetRows).toHaveLength(2);
  expect(sheetRows[1]).toContain(booking.number);
  expect(sheetRows[1]).toContain(`Greta ${guest.lastName}`);

  await page.setViewportSize(VIEWPORTS.phone);
  await checkScreen(page, 'booking-list-phone-en');
  await startInLanguage(page, baseURL!, 'de');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner, { path: `/booking?number=${number}` });
  await expect(page.getByTestId('booking-row')).toHaveCount(1);
  await checkScreen(page, 'booking-list-desktop-de');
});
