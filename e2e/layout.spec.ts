import { expect, test, type Locator, type Page } from '@playwright/test';
import { isoDay, seedBookedStay } from './support/api';
import { DEMO, uniqueSuffix, signIn } from './support/session';
import { VIEWPORTS, captureScreen, settle, startInLanguage } from './support/screens';

/**
 * Layout and words (issue 11, item 17): tab titles name the object, list pages line their title
 * up with their card and keep one width per page type, settings tabs that do not fit say so,
 * toasts stay clear of the user menu, and the room type form's occupancy rule and its error.
 */

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not visible');
  return found;
}

/** The page's title and its first bordered card. */
function titleAndCard(page: Page) {
  const container = page.locator('[data-page-type]');
  return {
    container,
    title: container.getByRole('heading', { level: 1 }),
    card: container.locator('.rounded-xl.border').first(),
  };
}

test('tab titles name the booking and its guest, list pages their list', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startInLanguage(page, baseURL!, 'en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner);
  const { guest, booking } = await seedBookedStay(page, {
    name: 'Titelzimmer',
    roomPrefix: 'T',
    basePrice: 9000,
    guest: ['Tom', 'Titel'],
    arrival: isoDay(2),
    departure: isoDay(4),
  });

  await page.goto(`/booking/${booking._id}`);
  await expect(page).toHaveTitle(`Booking ${booking.number} · ${guest.lastName} · Hotel PMS`);
  await page.goto('/booking');
  await expect(page).toHaveTitle('Bookings · Hotel PMS');

  await page.goto('/guests');
  await expect(page).toHaveTitle('Guests · Hotel PMS');
  await page.getByRole('searchbox').fill(guest.lastName);
  await page.getByRole('button', { name: `Edit Tom ${guest.lastName}` }).click();
  await expect(page).toHaveTitle(`Tom ${guest.lastName} · Hotel PMS`);
  await page.keyboard.press('Escape');
  await expect(page).toHaveTitle('Guests · Hotel PMS');
});

test('list pages line the title up with the card and keep one width per page type', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startInLanguage(page, baseURL!, 'de');
  await signIn(page, DEMO.owner);
  const pages = [
    { path: '/booking', type: 'list', maxWidth: 1400 },
    { path: '/guests', type: 'list', maxWidth: 1400 },
    { path: '/payment', type: 'list', maxWidth: 1400 },
    { path: '/settings/rooms', type: 'settings', maxWidth: 1000 },
    { path: '/settings/employees', type: 'settings', maxWidth: 1000 },
  ];
  for (const viewport of ['desktop', 'phone'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    for (const { path, type, maxWidth } of pages) {
      await page.goto(path);
      await settle(page);
      const { container, title, card } = titleAndCard(page);
      await expect(container).toHaveAttribute('data-page-type', type);
      const [titleBox, cardBox, containerBox] = [
        await box(title),
        await box(card),
        await box(container),
      ];
      expect(Math.abs(titleBox.x - cardBox.x), `${path} on ${viewport}`).toBeLessThan(1);
      expect(Math.abs(cardBox.width - containerBox.width), `${path} on ${viewport}`).toBeLessThan(
        1,
      );
      expect(containerBox.width).toBeLessThanOrEqual(maxWidth);
    }
  }
  // At 1440px a list page is wider than a settings page: the rule, not each page, decides.
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/booking');
  expect((await box(page.locator('[data-page-type]'))).width).toBeGreaterThan(1000);
});

test('settings tabs that do not fit show that more follow, and scroll to them', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startInLanguage(page, baseURL!, 'de');
  await signIn(page, DEMO.owner);
  for (const viewport of ['desktop', 'phone'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.goto('/settings/hotel');
    await settle(page);
    const nav = page.getByTestId('settings-nav');
    const lastTab = nav.getByTestId('settings-nav-user_group');
    await expect(nav.getByTestId('settings-nav-more-after')).toBeVisible();
    await expect(nav.getByTestId('settings-nav-more-before')).toHaveCount(0);
    await captureScreen(page, `layout-settings-tabs-${viewport}`);

    const more = nav.getByRole('button', { name: 'Weitere Einstellungsseiten zeigen' });
    // Each press scrolls on by most of a width (smoothly): as many as it takes to the end of
    // the strip (the last tab can show before the strip's end does).
    await expect(async () => {
      if (await more.isVisible()) await more.click({ timeout: 1_000 });
      // Not 1: the active underline overlaps the strip's border by a pixel, which the strip clips.
      await expect(lastTab).toBeInViewport({ ratio: 0.9, timeout: 1_000 });
      await expect(nav.getByTestId('settings-nav-more-after')).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(nav.getByTestId('settings-nav-more-before')).toBeVisible();
    await nav.getByRole('button', { name: 'Vorherige Einstellungsseiten zeigen' }).click();
    await lastTab.click();
    await expect(page).toHaveURL(/\/settings\/user_group$/);
  }
});

test('a toast never covers the user menu, on desktop and phone', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await startInLanguage(page, baseURL!, 'en');
  await signIn(page, DEMO.owner);
  for (const viewport of ['desktop', 'phone'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.goto('/guests');
    await page.getByTestId('guest-create').click();
    const form = page.getByTestId('guest-form');
    const suffix = uniqueSuffix();
    await form.getByLabel(/^First name/).fill('Toni');
    await form.getByLabel(/^Last name/).fill(`Toast${suffix}`);
    await form.getByLabel(/^Mobile/).fill('+49 170 7654321');
    await form.getByLabel(/^Email/).fill(`toni-${suffix.toLowerCase()}@example.test`);
    await page.getByTestId('guest-save').click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'has been saved' });
    await expect(toast).toBeVisible();
    await settle(page);
    const [toastBox, menuBox] = [
      await box(toast),
      await box(page.getByRole('button', { name: 'User menu' })),
    ];
    const overlaps =
      toastBox.x < menuBox.x + menuBox.width &&
      menuBox.x < toastBox.x + toastBox.width &&
      toastBox.y < menuBox.y + menuBox.height &&
      menuBox.y < toastBox.y + toastBox.height;
    expect(overlaps, viewport).toBe(false);
    await captureScreen(page, `layout-toast-${viewport}`);
  }
});

test('a new room type starts with the higher occupancy at the base one and refuses less, until fixed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startInLanguage(page, baseURL!, 'en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner, { path: '/settings/room_types/create' });
  const base = page.getByRole('textbox', { name: /^Base occupancy/ });
  const higher = page.getByRole('textbox', { name: /^Higher occupancy/ });
  await expect(base).toHaveValue('2');
  await expect(higher).toHaveValue('2');

  const suffix = uniqueSuffix();
  await page.getByRole('textbox', { name: /^Name/ }).fill(`Layout ${suffix}`);
  await page.getByRole('textbox', { name: /^Short code/ }).fill(`L${suffix}`.slice(0, 10));
  await base.fill('3');
  await page.getByTestId('room-type-save').click();
  const error = page.getByText('Higher occupancy cannot be below the base occupancy (3)');
  await expect(error).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/room_types\/create$/);

  // Fixing the other field of the rule clears the error at once, before any new save.
  await base.fill('2');
  await expect(error).toHaveCount(0);
  await page.getByTestId('room-type-save').click();
  await expect(page).toHaveURL(/\/settings\/room_types\/[0-9a-f-]{36}$/);
  await expect(higher).toHaveValue('2');
});
