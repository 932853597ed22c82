import { expect, test, type Page } from '@playwright/test';
import { addDays } from '../packages/shared/src/stay-dates';
import { api, post, seedGuest, seedRoomType } from './support/api';
import { completeStayAtDesk } from './support/booking-desk';
import { DEMO, signIn } from './support/session';
import { VIEWPORTS, checkScreen, startInLanguage } from './support/screens';

/**
 * Housekeeping (issue 5, slice C): a stay completed at the desk puts its room on today's board;
 * the housekeeper marks it done from a phone in two taps, and the calendar's cleaning mark goes.
 * The spec seeds its own room type, room and guest, so demo data on the board does not matter.
 */

async function setUp(page: Page) {
  const { roomType, rooms } = await seedRoomType(page, {
    name: 'Putz',
    roomPrefix: 'H',
    basePrice: 9000,
  });
  const guest = await seedGuest(page, 'Hanna', 'Haus');
  // The hotel's today, not the test machine's: the board works in the hotel's time zone.
  const { today } = await api<{ today: string }>(page, 'get', '/api/room_service/?limit=1');
  return { roomType, room: rooms[0]!, guest, today };
}

test('a completed stay is on the board and is marked done from a phone in two taps', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await startInLanguage(page, baseURL!, 'en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner);
  const { roomType, room, guest, today } = await setUp(page);
  const booking = await post<{ _id: string; number: number }>(page, '/api/booking/', {
    roomType: roomType._id,
    room: room._id,
    mainGuest: guest._id,
    arrival: addDays(today, -2),
    departure: addDays(today, 1),
  });

  await completeStayAtDesk(page, booking._id);

  const calendarMark = page.getByRole('link', { name: `Room ${room.number} needs cleaning` });
  await page.goto(`/calendar?roomType=${roomType._id}`);
  await expect(calendarMark).toBeVisible();

  // The housekeeper's phone: today's board, the room under "To clean".
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/housekeeping');
  const card = page.getByRole('article', { name: `Room ${room.number}`, exact: true });
  const toCleanCard = page.getByTestId('board-toClean').locator(card);
  const doneCard = page.getByTestId('board-done').locator(card);
  await expect(toCleanCard).toContainText(`Departure of booking ${booking.number}`);
  await expect(toCleanCard).toContainText(guest.lastName);

  await toCleanCard.getByRole('button', { name: 'Mark as done' }).click();
  const sheet = page.getByRole('dialog', { name: `Room ${room.number}: done` });
  await sheet.getByLabel('Note (optional)').fill('Window latch loose');
  await sheet.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByText(`Room ${room.number} is done.`)).toBeVisible();

  await expect(doneCard).toContainText('Window latch loose');
  await expect(doneCard.getByTestId('room-service-status')).toHaveText('done');
  await expect(toCleanCard).toHaveCount(0);
  await page.reload();
  await expect(doneCard).toContainText('Window latch loose');
  await expect(doneCard.getByRole('button')).toHaveCount(0);
  await expect(toCleanCard).toHaveCount(0);

  await page.goto(`/calendar?roomType=${roomType._id}`);
  await expect(page.getByText(room.number, { exact: true })).toBeVisible();
  await expect(calendarMark).toHaveCount(0);
});

test('a manual request through the dialog; the board in both languages and sizes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await startInLanguage(page, baseURL!, 'de');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner);
  const { room } = await setUp(page);

  await page.goto('/housekeeping');
  await page.getByRole('button', { name: 'Neuer Auftrag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuer Reinigungsauftrag' });
  // Without a room the form says so and sends nothing.
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(dialog).toContainText('Zimmer ist erforderlich');
  await dialog
    .getByTestId('room-service-form')
    .getByRole('button', { name: /Zimmer/ })
    .click();
  await page.getByRole('option', { name: room.number, exact: true }).click();
  await dialog.getByLabel('Notiz').fill('Gast wünscht frische Handtücher');
  await checkScreen(page, 'housekeeping-create-desktop-de');
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByText(`Auftrag für Zimmer ${room.number} angelegt.`)).toBeVisible();
  const card = page
    .getByTestId('board-toClean')
    .getByRole('article', { name: `Zimmer ${room.number}`, exact: true });
  await expect(card).toContainText('Manueller Auftrag');
  await expect(card).toContainText('Gast wünscht frische Handtücher');

  // Start it, so every column of the board has something in the pictures.
  await card.getByRole('button', { name: 'Starten' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reinigung starten' }).click();
  await expect(card.getByTestId('room-service-status')).toHaveText('in Arbeit');

  await page.reload();
  await expect(card).toBeVisible();
  await checkScreen(page, 'housekeeping-desktop-de');
  await page.setViewportSize(VIEWPORTS.phone);
  await checkScreen(page, 'housekeeping-phone-de');

  await startInLanguage(page, baseURL!, 'en');
  await signIn(page, DEMO.owner, { path: '/housekeeping?status=in_progress' });
  await expect(page.getByTestId('room-service-list-cards')).toContainText(room.number);
  await checkScreen(page, 'housekeeping-phone-en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await expect(page.getByTestId('room-service-table')).toContainText(room.number);
  await checkScreen(page, 'housekeeping-desktop-en');
});
