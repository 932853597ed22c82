import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_HOTEL_SETTING } from '../packages/shared/src/contracts/hotel';
import { addDays, todayIn } from '../packages/shared/src/stay-dates';
import { isoDay, post, seedBookedStay, seedGuest, seedRoomType } from './support/api';
import { DEMO, uniqueEmail, signIn } from './support/session';
import { VIEWPORTS, checkScreen, startInLanguage } from './support/screens';

/**
 * Issue 11, items 5 and 16: the hotel's date format and its Apartment wording on every staff
 * page, the booking list opening on today's arrivals, the dashboard's day, and Back only where
 * there is somewhere to go back to. Hotels of their own where a setting changes, so the demo
 * hotel other specs read stays as it is.
 */

/** A new owner with a hotel of their own, signed in through the stored session. */
async function signInToOwnHotel(page: Page, propertyType: 'hotel' | 'individual') {
  const password = 'desk-rules1';
  const registration = await page.request.post('/api/user', {
    data: {
      firstName: 'Ida',
      lastName: 'Eigen',
      email: uniqueEmail('desk-rules'),
      password,
      passwordConfirmation: password,
    },
  });
  expect(registration.status()).toBe(201);
  const { token } = await registration.json();
  const created = await page.request.post('/api/hotel', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: propertyType === 'individual' ? 'Ferienwohnungen am See' : 'Hotel Eigen',
      contact: {
        name: 'Ida',
        address: 'Seestraße 1, 82211 Herrsching',
        phone: '+49 8152 12345',
        email: 'see@example.test',
      },
      setting: { ...DEFAULT_HOTEL_SETTING, propertyType },
    },
  });
  expect(created.status()).toBe(201);
  const hotel = (await created.json()) as { _id: string };
  await page.goto('/login');
  await page.evaluate(
    ({ token, hotelId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('hotel', hotelId);
    },
    { token, hotelId: hotel._id },
  );
  return hotel;
}

/** A room type with one room, a guest and a booking of theirs arriving tomorrow for two nights. */
async function seedStay(page: Page) {
  return seedBookedStay(page, {
    name: 'Seeblick',
    roomPrefix: 'A',
    basePrice: 9000,
    guest: ['Greta', 'Gast'],
    arrival: isoDay(1),
    departure: isoDay(3),
  });
}

/** The first look at a freshly opened page: two cores shared by many runs can be slow. */
const LOADED = { timeout: 30_000 };

/** `2026-12-01` as the hotel writes it after the change below: month/day/year. */
const asMonthDayYear = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
};

test('the hotel’s date format, once changed in the settings, is what every staff page shows', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startInLanguage(page, baseURL!, 'de');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInToOwnHotel(page, 'hotel');
  const { booking, guest } = await seedStay(page);

  await page.goto('/settings/hotel');
  await page.getByRole('tab', { name: 'Einstellungen' }).click(LOADED);
  await page.getByRole('button', { name: /Datumsformat/ }).click();
  await page.getByRole('option', { name: /^Monat Tag Jahr/ }).click();
  await page.getByRole('button', { name: /Trennzeichen im Datum/ }).click();
  await page.getByRole('option', { name: /Schrägstrich/ }).click();
  await page.getByTestId('hotel-settings-save').click();
  await expect(page.getByText('Die Hoteleinstellungen wurden gespeichert')).toBeVisible(LOADED);

  const arrival = asMonthDayYear(isoDay(1));
  const departure = asMonthDayYear(isoDay(3));
  await page.goto('/booking');
  const row = page.getByTestId('booking-row').filter({ hasText: guest.lastName });
  await expect(row).toContainText(arrival, LOADED);
  await expect(row).toContainText(departure);

  await page.goto(`/booking/${booking._id}`);
  await expect(page.getByTestId('booking-summary')).toContainText(
    `${arrival} – ${departure}`,
    LOADED,
  );

  await page.goto('/');
  await expect(page.getByTestId('next-arrivals')).toContainText(arrival, LOADED);
  await expect(page.getByTestId('next-arrivals')).not.toContainText(
    isoDay(1).split('-').reverse().join('.'),
  );
});

test('an individual-properties hotel says Apartment on its staff pages, not room', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startInLanguage(page, baseURL!, 'en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInToOwnHotel(page, 'individual');
  const { room, booking } = await seedStay(page);

  await page.goto('/booking');
  await expect(page.getByRole('columnheader', { name: 'Apartment', exact: true })).toBeVisible(
    LOADED,
  );
  await expect(page.getByText('Apartment group', { exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\broom/i);

  await page.goto(`/booking/${booking._id}`);
  await expect(page.getByText('Apartment group', { exact: true }).first()).toBeVisible(LOADED);
  await expect(page.getByTestId('price-breakdown')).toContainText('Apartment: 2 nights');

  await page.goto('/');
  await expect(page.getByTestId('next-arrivals')).toContainText(`Apartment ${room.number}`, LOADED);
  await expect(page.getByTestId('occupancy')).toContainText('apartment');
  await expect(page.locator('main')).not.toContainText(/\broom/i);

  await page.goto('/calendar');
  await expect(page.getByText('Occupancy per apartment and day', { exact: false })).toBeVisible(
    LOADED,
  );
  await expect(page.getByRole('button', { name: /Apartment group/ })).toBeVisible();

  await page.goto('/housekeeping');
  await page.getByRole('button', { name: 'New request' }).click(LOADED);
  await expect(page.getByRole('dialog').getByText('Apartment', { exact: true })).toBeVisible();
});

test('the desk’s day: today’s counts, the list from today on, New booking, and Back only with somewhere to go', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startInLanguage(page, baseURL!, 'en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner);
  // Signed in, nothing to go back to: the sign-in page was replaced.
  await expect(page.getByTestId('back-button')).toHaveCount(0);

  const { roomType, rooms } = await seedRoomType(page, {
    name: 'Heute',
    roomPrefix: 'H',
    basePrice: 8000,
  });
  const guest = await seedGuest(page, 'Toni', 'Heute');
  const hotelId = await page.evaluate(() => localStorage.getItem('hotel'));
  const hotel = await (
    await page.request.get(`/api/hotel/${hotelId}`, {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
      },
    })
  ).json();
  const today = todayIn(hotel.setting.timeZone);
  await post(page, '/api/booking/', {
    roomType: roomType._id,
    room: rooms[0]!._id,
    mainGuest: guest._id,
    arrival: today,
    departure: addDays(today, 2),
  });

  await page.reload();
  const arrivals = page.getByTestId('today-arrivals');
  await expect(arrivals).toContainText('Arrivals');
  expect(Number(await arrivals.locator('dd').textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('today-toCheckIn')).toContainText('Still to check in');
  await expect(page.getByTestId('today-inHouse')).toContainText('In house');
  await expect(page.getByTestId('today-departures')).toContainText('Departures');
  await checkScreen(page, 'dashboard-today-desktop-en');

  // A count opens its bookings: today's arrivals, ours among them.
  await arrivals.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/booking\\?arrival=${today},${today}`));
  await expect(page.getByTestId('booking-row').filter({ hasText: guest.lastName })).toHaveCount(1);
  await page.getByTestId('back-button').click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByTestId('dashboard-new-booking').click();
  await expect(page).toHaveURL(/\/booking\/create$/);

  // The plain list: arrivals from today on, the next first.
  const listRequest = page.waitForRequest((request) => /\/api\/booking\?/.test(request.url()));
  await page.goto('/booking');
  const query = new URL((await listRequest).url()).searchParams;
  expect(query.get('arrival')).toBe(`${today},`);
  expect(query.get('sort')).toBe('arrival');
  await expect(page.getByRole('columnheader', { name: /Arrival/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // On a phone the filters wait behind one button.
  await page.setViewportSize(VIEWPORTS.phone);
  await expect(page.getByLabel('Number')).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Filters (1 active)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await checkScreen(page, 'booking-list-filters-closed-phone-en');
  await toggle.click();
  await expect(page.getByLabel('Number')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.goto('/');
  await checkScreen(page, 'dashboard-today-phone-en');
});
