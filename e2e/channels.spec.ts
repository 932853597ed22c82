import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { isoDay, post, seedGuest, seedRoomType } from './support/api';
import { DEMO, uniqueSuffix, signIn } from './support/session';
import { VIEWPORTS, checkScreen, closeToast, startInLanguage } from './support/screens';

/**
 * Channel managers (issue 16) against the local fake of Smoobu's API that Playwright starts
 * (playwright.config.ts, apps/api/src/test/smoobu-fake-server.ts; the app's SMOOBU_API_URL points
 * at it). The owner runs the wizard with the fake's key, a reservation made "at Smoobu" arrives
 * through "Sync now" and shows in the calendar with its source, the sync tab counts it, and a
 * desk booking in the mapped room is created at Smoobu.
 */
const smoobu = `http://127.0.0.1:${process.env.E2E_SMOOBU_PORT}`;

interface FakeReservation {
  id: number;
}

async function control<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  data?: object,
) {
  const response = await request[method](`${smoobu}/__control/${path}`, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Picks an option of one of the app's selects (react-aria: a button, then a listbox). */
async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).getByRole('button').first().click();
  await page.getByRole('option', { name: option }).click();
}

test('the owner connects Smoobu; a reservation made there shows in the calendar and on the sync tab', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await startInLanguage(page, baseURL!, 'en');
  await signIn(page, DEMO.owner);
  const { roomType, rooms } = await seedRoomType(page, {
    name: 'Apartment',
    roomPrefix: 'SM',
    basePrice: 9000,
  });
  const room = rooms[0]!;
  const apartment = await control<{ id: number; name: string }>(request, 'post', 'apartments', {
    name: `Ferienwohnung Seeblick ${uniqueSuffix()}`,
  });
  const { apiKey } = await control<{ apiKey: string }>(request, 'get', 'state');

  // Step 1: the key is checked at Smoobu, then stored (and never shown again).
  await page.goto('/plugins/smoobu');
  const credentials = page.getByTestId('smoobu-credentials-step');
  await expect(credentials).toBeVisible();
  await page.getByTestId('smoobu-key-input').locator('input').fill('not-the-key');
  await page.getByTestId('smoobu-check').click();
  await expect(page.getByTestId('smoobu-check-error')).toHaveText('Smoobu: incorrect API key');
  await page.getByTestId('smoobu-key-input').locator('input').fill(apiKey);
  await page.getByTestId('smoobu-check').click();
  await expect(page.getByTestId('smoobu-check-result')).toBeVisible();
  await checkScreen(page, 'smoobu-credentials-desktop-en');
  await page.getByTestId('smoobu-save-key').click();
  await closeToast(page, 'The API key is stored.');

  // Step 2: Smoobu's apartment becomes our room.
  await expect(page.getByTestId('smoobu-apartments-step')).toBeVisible();
  await choose(page, `smoobu-apartment-${apartment.id}`, room.number);
  await checkScreen(page, 'smoobu-apartments-desktop-en');
  await page.getByTestId('smoobu-save-apartments').click();
  await closeToast(page, 'The apartments are saved.');

  // Step 3: our bookings go to Smoobu under the API channel; then the sync is switched on.
  await expect(page.getByTestId('smoobu-channels-step')).toBeVisible();
  await choose(page, 'smoobu-own-channel', /^API/);
  await page.getByTestId('smoobu-save-channels').click();
  await closeToast(page, 'The channels are saved.');
  await page.getByTestId('smoobu-enabled').click();
  await expect(page.getByTestId('smoobu-webhook-url')).toContainText(
    '/api/channel/smoobu/webhook/',
  );
  await page.setViewportSize(VIEWPORTS.phone);
  await checkScreen(page, 'smoobu-channels-phone-en');
  await page.setViewportSize(VIEWPORTS.desktop);

  // A guest books the apartment at Smoobu; "Sync now" brings it in.
  const lastName = `Smoobu${uniqueSuffix()}`;
  await control<FakeReservation>(request, 'post', 'reservations', {
    apartmentId: apartment.id,
    arrival: isoDay(40),
    departure: isoDay(43),
    firstName: 'Olivia',
    lastName,
    adults: 2,
    price: 360,
  });
  await page.goto('/settings/hotel');
  await page.getByTestId('hotel-sync-tab').click();
  const card = page.getByTestId('sync-channel-smoobu');
  await expect(card.getByTestId('sync-connection')).toHaveText('Connected');
  await page.getByTestId('sync-now').click();
  await closeToast(page, 'Sync queued for');
  await expect(card.getByTestId('sync-count-created')).not.toHaveText('0', { timeout: 20_000 });
  await checkScreen(page, 'sync-tab-desktop-en');

  await page.goto(`/calendar?roomType=${roomType._id}&from=${isoDay(38)}`);
  const bar = page.getByTestId('calendar-grid').getByText(new RegExp(lastName)).first();
  await expect(bar).toBeVisible();
  await bar.hover();
  const bookingCard = page.getByTestId('calendar-booking-card');
  await expect(bookingCard).toContainText(`Olivia ${lastName}`);
  await expect(bookingCard.getByTestId('calendar-card-source')).toHaveText('Smoobu');

  // A desk booking in the mapped room is created at Smoobu under our channel.
  const guest = await seedGuest(page, 'Theo', 'Desk');
  const booking = await post<{ number: number }>(page, '/api/booking/', {
    roomType: roomType._id,
    room: room._id,
    mainGuest: guest._id,
    arrival: isoDay(50),
    departure: isoDay(52),
  });
  await expect
    .poll(
      async () =>
        JSON.stringify(
          (await control<{ reservations: unknown[] }>(request, 'get', 'state')).reservations,
        ),
      { timeout: 20_000 },
    )
    .toContain(guest.lastName);
  expect(booking.number).toBeGreaterThan(0);
});

for (const language of ['de', 'en'] as const) {
  test(`the integrations overview and the RoomRaccoon page (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const t = <T>(de: T, en: T) => (language === 'de' ? de : en);
    await startInLanguage(page, baseURL!, language);
    await signIn(page, DEMO.owner);

    await page.getByRole('link', { name: t('Integrationen', 'Integrations') }).click();
    await expect(page).toHaveURL(/\/integrations$/);
    for (const key of ['smoobu', 'roomraccoon', 'csv_import', 'api']) {
      await expect(page.getByTestId(`integration-${key}`)).toBeVisible();
    }
    // The quick start has no RoomRaccoon connection, and says so.
    await expect(page.getByTestId('integration-roomraccoon-state')).toHaveText(
      t('Nicht verbunden', 'Not connected'),
    );
    await checkScreen(page, `integrations-desktop-${language}`);
    await page.setViewportSize(VIEWPORTS.phone);
    await checkScreen(page, `integrations-phone-${language}`);

    await page.goto('/integrations/roomraccoon');
    await expect(page.getByTestId('roomraccoon-settings-form')).toBeVisible();
    await expect(page.getByTestId('ical-feed-101')).toBeVisible();
    await checkScreen(page, `roomraccoon-phone-${language}`);
    await page.setViewportSize(VIEWPORTS.desktop);
    await checkScreen(page, `roomraccoon-desktop-${language}`);
  });
}
