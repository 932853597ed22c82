import { expect, type Page } from '@playwright/test';
import { uniqueSuffix } from './session';

/** The signed-in person's bearer and hotel, read from the page's session, for setup calls. */
async function apiHeaders(page: Page) {
  // The app stores the hotel once it has loaded the session (after a sign-in, on the first page).
  await page.waitForFunction(() => localStorage.getItem('hotel') !== null);
  const { token, hotel } = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    hotel: localStorage.getItem('hotel'),
  }));
  return { authorization: `Bearer ${token}`, hotel: hotel!, 'accept-language': 'en' };
}

/** A setup call through the real API as the signed-in person; fails the test on any error. */
export async function api<T>(
  page: Page,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: unknown,
) {
  const response = await page.request[method](url, { headers: await apiHeaders(page), data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export const post = <T>(page: Page, url: string, data: unknown) => api<T>(page, 'post', url, data);

/** The demo hotel's time zone: its "today" is what lists, boards and check-in go by. */
const HOTEL_TIME_ZONE = 'Europe/Berlin';
const hotelDay = new Intl.DateTimeFormat('en-CA', { timeZone: HOTEL_TIME_ZONE });

/**
 * The hotel's today plus `offset` days as `YYYY-MM-DD`. Not the UTC day: between 23:00 and
 * midnight UTC Berlin is already a day ahead, and a stay "arriving today" by UTC was
 * yesterday's for the hotel (the list, which opens on arrivals from the hotel's today, hid it).
 */
export function isoDay(offset: number) {
  const [year, month, day] = hotelDay.format(new Date()).split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day! + offset));
  return date.toISOString().slice(0, 10);
}

/**
 * Types an ISO date into a segmented date field (components/ui/date-field.tsx): day, month and
 * year in both interface languages (21.11.2026 / 21/11/2026); the segments advance by themselves.
 */
export async function fillDate(page: Page, label: RegExp, iso: string) {
  const [year, month, day] = iso.split('-');
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}

/** `count` rooms numbered `<prefix>-1`, `<prefix>-2`, … of one room type, in order. */
async function createRooms(page: Page, roomTypeId: string, prefix: string, count: number) {
  const rooms: { _id: string; number: string }[] = [];
  for (let index = 1; index <= count; index += 1) {
    rooms.push(
      await post(page, '/api/room', { number: `${prefix}-${index}`, roomType: roomTypeId }),
    );
  }
  return rooms;
}

/**
 * A room type with `rooms` rooms (`<roomPrefix><suffix>-1`, …), named with a fresh suffix so
 * every run and spec has its own (the demo data on the same screens never matters).
 */
export async function seedRoomType(
  page: Page,
  options: {
    name: string;
    roomPrefix: string;
    basePrice: number;
    rooms?: number;
    serviceIds?: string[];
  },
) {
  const suffix = uniqueSuffix();
  const roomType = await post<{ _id: string; name: string }>(page, '/api/room_type', {
    name: `${options.name} ${suffix}`,
    shortCode: `${options.name.charAt(0)}${suffix}`,
    baseOccupancy: 2,
    basePrice: options.basePrice,
    serviceIds: options.serviceIds,
  });
  const rooms = await createRooms(
    page,
    roomType._id,
    `${options.roomPrefix}${suffix}`,
    options.rooms ?? 1,
  );
  return { roomType, rooms };
}

/** A room type with one room, a guest, and a booking of that guest in that room. */
export async function seedBookedStay(
  page: Page,
  options: {
    name: string;
    roomPrefix: string;
    basePrice: number;
    guest: [firstName: string, lastName: string];
    arrival: string;
    departure: string;
  },
) {
  const { roomType, rooms } = await seedRoomType(page, options);
  const room = rooms[0]!;
  const guest = await seedGuest(page, ...options.guest);
  const booking = await post<{ _id: string; number: number }>(page, '/api/booking/', {
    roomType: roomType._id,
    room: room._id,
    mainGuest: guest._id,
    arrival: options.arrival,
    departure: options.departure,
  });
  return { roomType, room, guest, booking };
}

/** A guest whose last name and email carry a fresh suffix, so a search finds this one only. */
export async function seedGuest(page: Page, firstName: string, lastName: string) {
  const suffix = uniqueSuffix();
  return post<{ _id: string; lastName: string }>(page, '/api/guest', {
    firstName,
    lastName: `${lastName}${suffix}`,
    mobile: '+49 170 7654321',
    email: `${firstName.toLowerCase()}-${suffix.toLowerCase()}@example.test`,
  });
}
