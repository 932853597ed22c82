import { expect, test, type Page } from '@playwright/test';
import { api } from './support/api';
import { DEMO, uniqueEmail, uniqueSuffix, signIn } from './support/session';
import { VIEWPORTS, checkScreen, closeToast, startInLanguage } from './support/screens';

/**
 * The admin area (issue 18) as the demo super admin, in German and English: a hotel created
 * for a new owner with presets and a plugin switched off for it, a failed guest message resent,
 * a browser error found in the error log; and every admin page checked by axe at desktop and
 * phone size.
 */

const TEXTS = {
  de: {
    hotelCreated: 'Hotel angelegt',
    configurationChanged: 'Konfiguration geändert',
    publicPage: 'Öffentliche Seite',
    resend: 'Erneut senden',
    resent: 'Die Nachricht wird erneut gesendet (Hotel Alpenblick).',
    seenOnce: 'einmal',
  },
  en: {
    hotelCreated: 'Hotel created',
    configurationChanged: 'Configuration changed',
    publicPage: 'Public page',
    resend: 'Resend',
    resent: 'The message is being sent again (Hotel Alpenblick).',
    seenOnce: '1 time',
  },
} as const;

interface ServicePreset {
  _id: string;
  name: string;
}

async function presetNamed(page: Page, name: string) {
  const { items } = await api<{ items: ServicePreset[] }>(
    page,
    'get',
    '/api/admin/service_presets',
  );
  return items.find((preset) => preset.name === name)!;
}

async function bearerOf(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return { authorization: `Bearer ${token}` };
}

for (const language of ['de', 'en'] as const) {
  const text = TEXTS[language];

  test(`creates a hotel for a new owner with presets and switches its public page off (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await startInLanguage(page, baseURL!, language);
    await signIn(page, DEMO.superAdmin);
    const suffix = uniqueSuffix();
    const hotelName = `Haus am See ${suffix}`;
    const ownerEmail = uniqueEmail('inhaberin');
    const breakfast = await presetNamed(page, 'Frühstück');

    await page.goto('/admin/hotel');
    await page.getByTestId('admin-hotel-create').click();
    await expect(page).toHaveURL(/\/admin\/hotel\/create$/);
    await page.locator('input[name="name"]').fill(hotelName);
    await page.locator('input[name="contact.address"]').fill('Seestraße 1, 82467 Garmisch');
    await page.locator('input[name="contact.email"]').fill(`info-${suffix}@haus-am-see.test`);
    await page.locator('input[name="contact.phone"]').fill('+49 8821 12345');
    await page.getByTestId('admin-hotel-owner-email').locator('input').fill(ownerEmail);
    await page.getByTestId('admin-hotel-owner-first-name').locator('input').fill('Nora');
    await page.getByTestId('admin-hotel-owner-last-name').locator('input').fill('Seidl');
    await page.getByTestId('admin-hotel-room-type-double').click();
    await page.getByTestId(`admin-hotel-service-preset-${breakfast._id}`).click();
    await page.getByTestId('admin-hotel-create-submit').click();

    await expect(page).toHaveURL(/\/admin\/hotel\/[0-9a-f-]{36}$/);
    const hotelId = page.url().split('/').pop()!;
    await expect(page.getByTestId('admin-hotel-name')).toHaveText(hotelName);
    // The owner is invited: the account exists without a password until they accept.
    await expect(page.getByTestId('admin-hotel-owner')).toContainText(ownerEmail);
    await expect(
      page
        .getByTestId('hotel-audit')
        .getByTestId('audit-entry')
        .filter({ hasText: text.hotelCreated }),
    ).toBeVisible();
    // The presets became the hotel's own room type and service.
    const hotelHeaders = { hotel: hotelId };
    const services = await page.request.get('/api/service', {
      headers: { ...(await bearerOf(page)), ...hotelHeaders },
    });
    expect((await services.json()).map((service: { name: string }) => service.name)).toEqual([
      'Frühstück',
    ]);
    const roomTypes = await page.request.get('/api/room_type', {
      headers: { ...(await bearerOf(page)), ...hotelHeaders },
    });
    expect(await roomTypes.json()).toHaveLength(1);

    // The public page on, then off again: the switch goes through the owner's own setting.
    await page.getByTestId('admin-hotel-tab-configuration').click();
    const publicPage = page.getByTestId('config-plugin-public_page');
    await publicPage.click();
    await page.getByTestId('config-save').click();
    await expect(page.getByRole('switch', { name: text.publicPage })).toBeChecked();
    await expect(page.getByTestId('config-save')).toBeDisabled();
    await publicPage.click();
    await page.getByTestId('config-save').click();
    await expect(page.getByTestId('config-save')).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('switch', { name: text.publicPage })).not.toBeChecked();
    const hotel = await api<{ plugins: { public_page: { disabled?: boolean } } }>(
      page,
      'get',
      `/api/admin/hotel/${hotelId}`,
    );
    expect(hotel.plugins.public_page.disabled).toBe(true);
    await checkScreen(page, `admin-hotel-configuration-desktop-${language}`);

    await page.getByTestId('admin-hotel-tab-hotel').click();
    await expect(
      page
        .getByTestId('hotel-audit')
        .getByTestId('audit-entry')
        .filter({ hasText: text.configurationChanged }),
    ).toHaveCount(2);
  });

  test(`finds a failed guest message and resends it (${language})`, async ({ page, baseURL }) => {
    await startInLanguage(page, baseURL!, language);
    await signIn(page, DEMO.superAdmin, { path: '/admin/dashboard' });
    await page.getByTestId('problem-failedDeliveries').click();
    await expect(page).toHaveURL(/\/admin\/guest_notification\?status=failed/);

    // The demo hotel's email that failed: resent as the hotel's own "Resend" would.
    const failed = page
      .locator('[data-testid^="delivery-row-"]')
      .filter({ hasText: 'Hotel Alpenblick' });
    await expect(failed.first()).toBeVisible();
    const row = failed.first();
    const deliveryId = (await row.getAttribute('data-testid'))!.replace('delivery-row-', '');
    await page.getByTestId(`delivery-resend-${deliveryId}`).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('Hotel Alpenblick');
    await dialog.getByRole('button', { name: text.resend }).click();
    await expect(page.getByText(text.resent)).toBeVisible();
    await closeToast(page, text.resent);

    const resent = await api<{
      items: { resendOf: string | null; createdByName: string | null }[];
    }>(page, 'get', '/api/admin/guest_notification?limit=100');
    expect(resent.items.find((delivery) => delivery.resendOf === deliveryId)).toMatchObject({
      createdByName: 'Sabine Vogel',
    });
    await checkScreen(page, `admin-deliveries-desktop-${language}`);
  });

  test(`an error in the browser lands in the error log, grouped, and can be resolved (${language})`, async ({
    page,
    baseURL,
  }) => {
    await startInLanguage(page, baseURL!, language);
    await signIn(page, DEMO.superAdmin);
    const marker = `Booking grid exploded ${uniqueSuffix().replace(/\d/g, 'x')}`;
    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('stat-hotels')).toContainText(/\d/);
    // An uncaught error, twice: the page's reporter sends it once (it de-duplicates).
    const reported = page.waitForResponse((response) =>
      response.url().endsWith('/api/client_error'),
    );
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      }, 0);
    }, marker);
    expect((await reported).status()).toBe(204);

    await page.goto('/admin/error_log?kind=client');
    const group = page.getByTestId('error-group').filter({ hasText: marker });
    await expect(group).toBeVisible();
    await expect(group.getByTestId('error-group-count')).toHaveText(text.seenOnce);
    await group.getByTestId('error-group-toggle').click();
    await expect(group.getByTestId('error-occurrence')).toHaveCount(1);
    await checkScreen(page, `admin-error-log-desktop-${language}`);
    await group.getByTestId('error-group-resolve').click();
    await expect(page.getByTestId('error-group').filter({ hasText: marker })).toHaveCount(0);
  });
}

const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/hotel',
  '/admin/hotel/create',
  '/admin/error_log',
  '/admin/guest_notification',
  '/admin/service_presets',
  '/admin/soap',
  '/admin/ui/icons',
];
const HOTEL_TABS = ['', '/settings', '/configuration', '/locks'];

for (const [size, language] of [
  ['desktop', 'de'],
  ['phone', 'en'],
] as const) {
  test(`every admin page passes axe on ${size} (${language})`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(VIEWPORTS[size]);
    await startInLanguage(page, baseURL!, language);
    await signIn(page, DEMO.superAdmin);
    for (const path of ADMIN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkScreen(
        page,
        `admin${path.replaceAll('/', '-').replace('-admin', '')}-${size}-${language}`,
      );
    }
    const { items } = await api<{ items: { _id: string; symbol_code: string }[] }>(
      page,
      'get',
      '/api/admin/hotel?filter=alpenblick',
    );
    const demoHotel = items.find((hotel) => hotel.symbol_code === 'alpenblick')!;
    for (const tab of HOTEL_TABS) {
      await page.goto(`/admin/hotel/${demoHotel._id}${tab}`);
      await expect(page.getByTestId('admin-hotel-name')).toHaveText('Hotel Alpenblick');
      await checkScreen(page, `admin-hotel${tab.replace('/', '-') || '-main'}-${size}-${language}`);
    }
    // The user list's details dialog, with the demo owner's hotel and trail.
    await page.goto('/admin/users?filter=inhaber');
    await page.getByTestId('user-open').filter({ visible: true }).first().click();
    await expect(page.getByTestId('user-details')).toBeVisible();
    await expect(page.getByTestId('user-membership').first()).toContainText('Hotel Alpenblick');
    await checkScreen(page, `admin-user-details-${size}-${language}`);
  });
}
