import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_HOTEL_SETTING } from '../packages/shared/src/contracts/hotel';
import { DEMO, uniqueEmail, uniqueSuffix, signIn } from './support/session';
import { VIEWPORTS, captureScreen } from './support/screens';

/**
 * Hotel setup (issue 3, items 2–6): the demo owner creates a service, a room type with an image
 * and ten rooms; an individual-properties hotel says Apartments on the same pages. Screenshots
 * of the pages land in e2e/screenshots (not committed).
 */
const fixture = path.join(import.meta.dirname, 'fixtures', 'room-type.png');

async function apiAs(page: Page) {
  const { token, hotel } = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    hotel: localStorage.getItem('hotel'),
  }));
  return {
    hotel: hotel!,
    headers: { authorization: `Bearer ${token}`, hotel: hotel!, 'accept-language': 'de' },
  };
}

test('the owner sets up services, a room type with an image and ten rooms', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
  await signIn(page, DEMO.owner);
  const suffix = uniqueSuffix();

  // A service, with a decimal price in the hotel's currency.
  await page.goto('/settings/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Leistungen|Services/);
  const serviceName = `Frühstück ${suffix}`;
  await page
    .getByRole('button', { name: /Neue Leistung|New service/ })
    .first()
    .click();
  const serviceForm = page.getByTestId('service-form');
  await serviceForm.getByLabel(/^Name/).fill(serviceName);
  await serviceForm.getByLabel(/^Preis|^Price/).fill('14,50');
  await page.getByTestId('service-save').click();
  const serviceRow = page.getByTestId('service-row').filter({ hasText: serviceName });
  await expect(serviceRow).toContainText('14,50');

  // A room type: Main tab, then Services, then an image.
  await page.goto('/settings/room_types/create');
  const typeName = `Doppelzimmer ${suffix}`;
  await page.getByLabel(/^Name/).fill(typeName);
  await page.getByLabel(/^Kürzel|^Short code/).fill(`D${suffix}`);
  await page.getByLabel(/^Grundpreis|^Base price/).fill('120');
  await page.getByTestId('room-type-save').click();
  await expect(page).toHaveURL(/\/settings\/room_types\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(typeName);

  await page.getByRole('tab', { name: /Leistungen|Services/ }).click();
  await page.getByRole('checkbox', { name: new RegExp(serviceName) }).check({ force: true });
  await page.getByTestId('room-type-save').click();
  await expect(page.getByTestId('room-type-save')).toBeDisabled();

  await page.getByRole('tab', { name: /Bilder|Images/ }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('image-upload').click();
  await (await chooser).setFiles(fixture);
  const image = page.getByTestId('room-type-image');
  await expect(image).toHaveCount(1);
  await expect(image.locator('img')).toHaveJSProperty('complete', true);
  expect(await image.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
    800,
  );

  // Ten rooms: the first through the dialog, the rest through the API.
  await page.goto('/settings/rooms');
  await page.getByTestId('room-create').first().click();
  const roomForm = page.getByTestId('room-form');
  await roomForm.getByLabel(/^Nummer|^Number/).fill(`${suffix}-1`);
  await roomForm.getByRole('button', { name: /Zimmertyp|Room type/ }).click();
  await page.getByRole('option', { name: new RegExp(typeName) }).click();
  await page.getByTestId('room-save').click();
  await expect(page.getByTestId('room-row').filter({ hasText: `${suffix}-1` })).toBeVisible();

  const { headers } = await apiAs(page);
  const types = await (await page.request.get('/api/room_type', { headers })).json();
  const roomType = types.find((type: { name: string }) => type.name === typeName);
  expect(roomType.serviceIds).toHaveLength(1);
  for (let number = 2; number <= 10; number += 1) {
    const response = await page.request.post('/api/room', {
      headers,
      data: { number: `${suffix}-${number}`, roomType: roomType._id },
    });
    expect(response.status()).toBe(201);
  }
  await page.reload();
  await page.getByTestId('room-type-filter').click();
  await page.getByRole('option', { name: typeName }).click();
  await expect(page.getByTestId('room-row')).toHaveCount(10);

  // A duplicate number is refused with the server's message.
  await page.getByTestId('room-create').first().click();
  await roomForm.getByLabel(/^Nummer|^Number/).fill(`${suffix}-3`);
  await roomForm.getByRole('button', { name: /Zimmertyp|Room type/ }).click();
  await page.getByRole('option', { name: new RegExp(typeName) }).click();
  await page.getByTestId('room-save').click();
  await expect(page.getByTestId('form-error')).toContainText(
    `Die Zimmernummer ${suffix}-3 ist bereits vergeben`,
  );
  await page.getByRole('button', { name: 'Abbrechen' }).click();

  // The type is in use: deleting it is refused with the number of rooms.
  await page.goto('/settings/room_types');
  await page.getByRole('button', { name: `${typeName} löschen` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('10 Zimmer nutzen ihn')).toBeVisible();
});

test('an individual-properties hotel says Apartments on the setup pages', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
  const registration = await page.request.post('/api/user', {
    data: {
      firstName: 'Ida',
      lastName: 'Ferienwohnung',
      email: uniqueEmail('apartments'),
      password: 'apartments1',
      passwordConfirmation: 'apartments1',
    },
  });
  expect(registration.status()).toBe(201);
  const { token } = await registration.json();
  const created = await page.request.post('/api/hotel', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Ferienwohnungen am See',
      contact: {
        name: 'Ida',
        address: 'Seestraße 1, 82211 Herrsching',
        phone: '+49 8152 12345',
        email: 'see@example.test',
      },
      setting: { ...DEFAULT_HOTEL_SETTING, propertyType: 'individual' },
    },
  });
  expect(created.status()).toBe(201);
  const hotel = await created.json();
  await page.goto('/login');
  await page.evaluate(
    ({ token, hotelId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('hotel', hotelId);
    },
    { token, hotelId: hotel._id },
  );

  await page.goto('/settings/rooms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apartments');
  await expect(page).toHaveTitle(/^Apartments · /);
  await expect(page.getByText('Create an apartment group first')).toBeVisible();
  const nav = page.getByTestId('settings-nav');
  await expect(nav.getByRole('link', { name: 'Apartment groups' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Apartments' })).toBeVisible();
  await expect(nav.getByText(/Room/)).toHaveCount(0);

  await page.goto('/settings/room_types');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apartment groups');
  await expect(page).toHaveTitle(/^Apartment groups · /);
  await expect(page.getByText('No apartment groups yet')).toBeVisible();
  await page.getByRole('link', { name: 'New apartment group' }).click();
  await page.getByLabel(/^Name/).fill('Seeblick');
  await page.getByLabel(/^Short code/).fill('SB');
  await page.getByTestId('room-type-save').click();
  await expect(page).toHaveURL(/\/settings\/room_types\/[0-9a-f-]{36}$/);

  await page.goto('/settings/rooms');
  await page.getByTestId('room-create').click();
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText('New apartment');
  await expect(
    page.getByRole('dialog').getByText('Apartment group', { exact: true }),
  ).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\broom/i);
});

for (const language of ['de', 'en'] as const) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`setup screens in ${language} on ${size}`, async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await page
        .context()
        .addCookies([{ name: 'i18n_redirected', value: language, url: baseURL! }]);
      await signIn(page, DEMO.owner);
      const { headers } = await apiAs(page);
      // Enough data for the lists to look like a house in use.
      const code = `S${language}${size.slice(0, 1)}`.toUpperCase();
      const type = await page.request.post('/api/room_type', {
        headers,
        data: { name: `Komfort ${code}`, shortCode: code, basePrice: 9900, baseOccupancy: 2 },
      });
      const roomType = await type.json();
      await page.request.post('/api/room', {
        headers,
        data: { number: `${code}1`, roomType: roomType._id, address: 'Erdgeschoss' },
      });
      await page.request.post('/api/service', {
        headers,
        data: { name: `Parkplatz ${code}`, price: 800, charge: 'per_night' },
      });
      const suffix = `${language}-${size}`;

      await page.goto('/settings/services');
      await expect(page.getByTestId('service-row').first()).toBeVisible();
      await captureScreen(page, `services-${suffix}`);
      await page.getByTestId('service-create').first().click();
      await captureScreen(page, `service-dialog-${suffix}`);
      await page.keyboard.press('Escape');

      await page.goto('/settings/room_types');
      await expect(page.getByTestId('room-type-row').first()).toBeVisible();
      await captureScreen(page, `room-types-${suffix}`);

      await page.goto(`/settings/room_types/${roomType._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Komfort ${code}`);
      await captureScreen(page, `room-type-main-${suffix}`);
      await page.getByRole('tab', { name: /Leistungen|Services/ }).click();
      await captureScreen(page, `room-type-services-${suffix}`);
      await page.getByRole('tab', { name: /Bilder|Images/ }).click();
      await captureScreen(page, `room-type-images-${suffix}`);

      await page.goto('/settings/rooms');
      await expect(page.getByTestId('room-row').first()).toBeVisible();
      await captureScreen(page, `rooms-${suffix}`);
      await page.getByTestId('room-create').first().click();
      await captureScreen(page, `room-dialog-${suffix}`);
    });
  }
}
