import { expect, test, type Page } from '@playwright/test';
import { addDays } from '../packages/shared/src/stay-dates';
import { api, isoDay, post, seedGuest, seedRoomType } from './support/api';
import { DEMO, signIn } from './support/session';
import { VIEWPORTS, checkScreen, startInLanguage } from './support/screens';

/**
 * Calendar (issue 4, item 7): drag over free days to create a booking, move it to another
 * room, stretch its departure, get refused on an occupied room, undo a move. Works only with
 * its own room type, rooms and guest, so demo data on the same dates does not matter.
 */

const getBooking = (page: Page, id: string) =>
  api<{ room: { _id: string } | null; departure: string }>(page, 'get', `/api/booking/${id}`);

type Room = { _id: string; number: string };

async function setUp(page: Page) {
  const { roomType, rooms } = await seedRoomType(page, {
    name: 'Kalender',
    roomPrefix: 'K',
    basePrice: 9000,
    rooms: 3,
  });
  const guest = await seedGuest(page, 'Karl', 'Kalender');
  return { roomType, rooms, guest };
}

/** The centre of a day column in a room row. */
async function cellPoint(page: Page, roomId: string, date: string) {
  const column = await page.locator(`[data-date="${date}"]`).boundingBox();
  const row = await page.locator(`[data-row-key="room:${roomId}"]`).boundingBox();
  return { x: column!.x + column!.width / 2, y: row!.y + row!.height / 2 };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

test('drag to create a booking, move and resize it, get refused, undo', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await startInLanguage(page, baseURL!, 'en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner);
  const { roomType, rooms, guest } = await setUp(page);
  const [roomA, roomB, roomC] = rooms as [Room, Room, Room];
  const calendarUrl = `/calendar?roomType=${roomType._id}`;

  await page.goto(calendarUrl);
  await expect(page.locator(`[data-row-key="room:${roomA._id}"]`)).toBeVisible();
  // A few days ahead: inside the columns shown after the chart scrolls to today.
  const arrival = isoDay(6);

  // Drag over three free days of room A: the create form opens prefilled.
  await drag(
    page,
    await cellPoint(page, roomA._id, arrival),
    await cellPoint(page, roomA._id, addDays(arrival, 2)),
  );
  await expect(page).toHaveURL(/\/booking\/create\?/);
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toEqual({
    roomType: roomType._id,
    room: roomA._id,
    arrival,
    departure: addDays(arrival, 3),
  });
  await page.getByLabel('Main guest').fill(guest.lastName);
  await page.getByTestId('guest-result').filter({ hasText: guest.lastName }).click();
  await page.getByTestId('booking-save').click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  const bookingId = page.url().split('/').pop()!;

  // Back on the calendar the bar sits in room A.
  await page.goto(calendarUrl);
  const bar = page.locator(`[data-booking-id="${bookingId}"]`);
  await expect(page.locator(`[data-row-key="room:${roomA._id}"]`).locator(bar)).toBeVisible();
  await expect(bar).toContainText(guest.lastName);
  await checkScreen(page, 'calendar-desktop-en');

  // Move it to room B.
  await drag(
    page,
    await cellPoint(page, roomA._id, addDays(arrival, 1)),
    await cellPoint(page, roomB._id, addDays(arrival, 1)),
  );
  await expect(page.getByText(/was changed/).first()).toBeVisible();
  await expect(page.locator(`[data-row-key="room:${roomB._id}"]`).locator(bar)).toBeVisible();
  await expect.poll(async () => (await getBooking(page, bookingId)).room?._id).toBe(roomB._id);

  // Stretch the departure by one day: the right edge sits in the departure day (bars run from
  // mid-arrival to mid-departure), so it is dragged into the day after.
  const box = (await bar.locator('[data-handle="end"]').boundingBox())!;
  await drag(
    page,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    await cellPoint(page, roomB._id, addDays(arrival, 4)),
  );
  await expect
    .poll(async () => (await getBooking(page, bookingId)).departure)
    .toBe(addDays(arrival, 4));

  // Room A gets another booking; moving onto it is refused and the bar stays in room B.
  await post(page, '/api/booking', {
    roomType: roomType._id,
    room: roomA._id,
    arrival,
    departure: addDays(arrival, 2),
    mainGuest: guest._id,
  });
  await page.reload();
  await expect(bar).toBeVisible();
  await drag(
    page,
    await cellPoint(page, roomB._id, addDays(arrival, 1)),
    await cellPoint(page, roomA._id, addDays(arrival, 1)),
  );
  await expect(page.getByText(/already booked/).first()).toBeVisible();
  await expect(page.locator(`[data-row-key="room:${roomB._id}"]`).locator(bar)).toBeVisible();
  expect((await getBooking(page, bookingId)).room?._id).toBe(roomB._id);

  // Move to room C, then Undo puts it back into room B.
  await drag(
    page,
    await cellPoint(page, roomB._id, addDays(arrival, 1)),
    await cellPoint(page, roomC._id, addDays(arrival, 1)),
  );
  await expect.poll(async () => (await getBooking(page, bookingId)).room?._id).toBe(roomC._id);
  await page.getByRole('button', { name: 'Undo' }).last().click();
  await expect.poll(async () => (await getBooking(page, bookingId)).room?._id).toBe(roomB._id);
  await expect(page.locator(`[data-row-key="room:${roomB._id}"]`).locator(bar)).toBeVisible();

  // Someone saves the booking elsewhere while the chart shows the older version: the move is
  // refused with the reason, the bar goes back to room B, and after the chart reloaded the
  // same move works.
  await api(page, 'put', `/api/booking/${bookingId}`, {
    roomType: roomType._id,
    room: roomB._id,
    arrival,
    departure: addDays(arrival, 4),
    mainGuest: guest._id,
    notice: 'Changed at the desk',
  });
  const moveToC = async () =>
    drag(
      page,
      await cellPoint(page, roomB._id, addDays(arrival, 1)),
      await cellPoint(page, roomC._id, addDays(arrival, 1)),
    );
  await moveToC();
  await expect(page.getByText(/changed in the meantime/).first()).toBeVisible();
  await expect(page.locator(`[data-row-key="room:${roomB._id}"]`).locator(bar)).toBeVisible();
  expect((await getBooking(page, bookingId)).room?._id).toBe(roomB._id);
  await moveToC();
  await expect.poll(async () => (await getBooking(page, bookingId)).room?._id).toBe(roomC._id);
  await expect(page.locator(`[data-row-key="room:${roomC._id}"]`).locator(bar)).toBeVisible();

  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(calendarUrl);
  await expect(page.getByTestId('calendar-grid')).toBeVisible();
  await checkScreen(page, 'calendar-phone-en');

  await startInLanguage(page, baseURL!, 'de');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner);
  await page.goto(calendarUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalender');
  await expect(bar).toBeVisible();
  await checkScreen(page, 'calendar-desktop-de');
});
