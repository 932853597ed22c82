import { expect, test, type Page } from '@playwright/test';
import { addDays } from '../packages/shared/src/stay-dates';
import { api, isoDay, post, seedGuest, seedRoomType } from './support/api';
import { DEMO, signIn } from './support/session';
import { VIEWPORTS, checkScreen, startInLanguage } from './support/screens';

/**
 * The calendar at the front desk (issue 11, item 15): a legend, a card per booking on hover and
 * focus, names that stay readable, a month picker in the interface language, and moving and
 * resizing by keyboard through the same move as dragging.
 */

type Room = { _id: string; number: string };
type Booking = { _id: string; room: { _id: string } | null; arrival: string; departure: string };

const ROOM_COLUMN = 150;

async function setUp(page: Page, language: 'de' | 'en', baseURL: string) {
  await startInLanguage(page, baseURL, language);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signIn(page, DEMO.owner);
  const { roomType, rooms } = await seedRoomType(page, {
    name: 'Tastatur',
    roomPrefix: 'T',
    basePrice: 9000,
    rooms: 3,
  });
  const guest = await seedGuest(page, 'Karla', 'Kaltenbrunner');
  const book = (room: Room, arrival: string, nights: number) =>
    post<Booking & { number: number }>(page, '/api/booking', {
      roomType: roomType._id,
      room: room._id,
      arrival,
      departure: addDays(arrival, nights),
      mainGuest: guest._id,
    });
  return { roomType, rooms: rooms as [Room, Room, Room], guest, book };
}

const getBooking = (page: Page, id: string) => api<Booking>(page, 'get', `/api/booking/${id}`);

test('legend, month picker in German, hover card and readable names', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const { roomType, rooms, guest, book } = await setUp(page, 'de', baseURL!);
  const long = await book(rooms[0], isoDay(4), 8);
  const short = await book(rooms[1], isoDay(5), 1);
  await page.goto(`/calendar?roomType=${roomType._id}`);
  const grid = page.getByTestId('calendar-grid');
  const longBar = grid.locator(`[data-booking-id="${long._id}"]`);
  await expect(longBar).toBeVisible();

  // The legend names the statuses, the marks and the keys.
  const legend = page.getByTestId('calendar-legend');
  await expect(legend).toContainText(/eingecheckt/i);
  await expect(legend).toContainText('Zimmer muss gereinigt werden');
  await expect(legend.getByTestId('calendar-keys')).toContainText('Leertaste');
  await expect(legend.getByTestId('calendar-keys')).toContainText('Umschalt + ← →');

  // A one-night bar shows the initials; the card on hover gives everything else.
  const shortBar = grid.locator(`[data-booking-id="${short._id}"]`);
  await expect(shortBar.getByTestId('calendar-bar-text')).toHaveText('KK');
  await shortBar.hover();
  const card = page.getByTestId('calendar-booking-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Karla ${guest.lastName}`);
  await expect(card).toContainText(`#${short.number}`);
  await expect(card).toContainText('1 Nacht');
  await expect(card).toContainText(rooms[1].number);
  await expect(card.getByTestId('calendar-card-balance')).toHaveText(/€ offen$/);
  await expect(card.getByTestId('booking-status')).toHaveText('neu');
  // Scrolling the chart puts the card away.
  await grid.evaluate((element) => {
    element.scrollLeft += 10;
  });
  await expect(card).toHaveCount(0);
  // Keyboard focus shows it as well.
  await longBar.focus();
  await expect(card).toContainText('8 Nächte');
  await checkScreen(page, 'calendar-card-desktop-de');

  // A stay that began left of the visible days shows its name beside the room column.
  await grid.evaluate((element) => {
    element.scrollLeft = 10 * 44;
  });
  const text = longBar.getByTestId('calendar-bar-text');
  await expect(text).toHaveText(`Karla ${guest.lastName}`);
  const gridBox = (await grid.boundingBox())!;
  const barBox = (await longBar.boundingBox())!;
  expect(barBox.x).toBeLessThan(gridBox.x + ROOM_COLUMN);
  // The text follows the scroll on the next render: wait for it, as a user would see it.
  await expect
    .poll(async () => (await text.boundingBox())!.x)
    .toBeGreaterThanOrEqual(gridBox.x + ROOM_COLUMN);

  // The month picker names months in German and picks one.
  await page.goto(`/calendar?roomType=${roomType._id}&from=2026-12-01`);
  const month = page.getByTestId('calendar-month');
  await expect(month).toHaveText('Dezember 2026');
  await month.click();
  await page.getByRole('button', { name: 'Nächstes Jahr' }).click();
  await page.getByRole('button', { name: 'März 2027' }).click();
  await expect(page).toHaveURL(/from=2027-03-01/);
  await expect(month).toHaveText('März 2027');
});

test('move and resize a booking by keyboard, cancel, and get refused like a drag', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { roomType, rooms, book } = await setUp(page, 'en', baseURL!);
  const [roomA, roomB, roomC] = rooms;
  const arrival = isoDay(6);
  const booking = await book(roomA, arrival, 2);
  await page.goto(`/calendar?roomType=${roomType._id}`);
  const bar = page.locator(`[data-booking-id="${booking._id}"]`);
  const status = page.getByTestId('calendar-keyboard-status');

  // Space picks up, the arrows move a room down and a day later, shift + right adds a night.
  await bar.focus();
  await page.keyboard.press('Space');
  await expect(status).toBeVisible();
  await expect(status).toContainText(`Booking ${booking.number} picked up`);
  await page.keyboard.press('ArrowDown');
  await expect(status).toContainText(roomB.number);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/was changed/).first()).toBeVisible();
  await expect
    .poll(async () => {
      const stored = await getBooking(page, booking._id);
      return [stored.room?._id, stored.arrival, stored.departure];
    })
    .toEqual([roomB._id, addDays(arrival, 1), addDays(arrival, 4)]);
  await expect(page.locator(`[data-row-key="room:${roomB._id}"]`).locator(bar)).toBeVisible();
  // The focus is back on the bar, ready for the next key.
  await expect(bar).toBeFocused();

  // Escape puts it back and nothing is saved.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(status).toContainText('stays where it was');
  expect((await getBooking(page, booking._id)).room?._id).toBe(roomB._id);

  // Onto an occupied room: refused with the reason, as a drag would be.
  await book(roomC, addDays(arrival, 1), 3);
  await page.reload();
  await bar.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/already booked/).first()).toBeVisible();
  await expect(page.locator(`[data-row-key="room:${roomB._id}"]`).locator(bar)).toBeVisible();
  expect((await getBooking(page, booking._id)).room?._id).toBe(roomB._id);
});
