import { DEFAULT_HOTEL_SETTING } from '@hotel/shared/contracts/hotel';
import { DEFAULT_PUBLIC_PAGE_PLUGIN } from '@hotel/shared/contracts/hotel-integrations';
import { addDays, todayIn } from '@hotel/shared/stay-dates';
import type { Db } from '../db/client';
import { hotels, memberships, users } from '../db/schema';
import { bookings, guests, hotelCounters } from '../db/schema-bookings';
import { rooms, roomTypes } from '../db/schema-setup';
import { seededRandom } from '../seed/seed-reservations';
import { hashPassword } from '../lib/passwords';

export const BENCH_PASSWORD = 'bench-password-1234';
export const ROOM_TYPE_COUNT = 6;
export const ROOMS_PER_TYPE = 50;
/** The seeded year: half a year back, half a year ahead of today. */
export const YEAR_BACK = 182;
export const YEAR_AHEAD = 183;

/** A stretch of free nights in one room, [from, to). */
export interface FreeGap {
  roomTypeId: string;
  roomId: string;
  from: string;
  to: string;
}

export interface BenchHotel {
  hotelId: string;
  symbolCode: string;
  email: string;
  today: string;
  firstDay: string;
  lastDay: string;
  roomTypeIds: string[];
  bookingCount: number;
  occupancy: number;
  freeGaps: FreeGap[];
}

/** Large inserts in slices: PostgreSQL takes at most 65535 parameters per statement. */
async function insertInChunks<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

/**
 * A 300-room hotel (6 types × 50 rooms) with a year of bookings at about 75 % occupancy, written
 * straight into the tables (no HTTP), so it takes seconds. Stays of 1–7 nights follow each other
 * per room with 0–3 free nights between them, so no room night is sold twice.
 */
export async function seedBenchHotel(db: Db, label: string): Promise<BenchHotel> {
  const random = seededRandom(300);
  const today = todayIn(DEFAULT_HOTEL_SETTING.timeZone);
  const firstDay = addDays(today, -YEAR_BACK);
  const lastDay = addDays(today, YEAR_AHEAD);
  const email = `bench-${label}@example.com`;

  const [owner] = await db
    .insert(users)
    .values({
      firstName: 'Bench',
      lastName: 'Desk',
      email,
      passwordHash: await hashPassword(BENCH_PASSWORD),
      emailConfirmedAt: new Date(),
    })
    .returning();
  const [hotel] = await db
    .insert(hotels)
    .values({
      name: 'Bench Grand Hotel',
      symbolCode: `bench-${label}`,
      contact: { name: 'Bench', address: '', phone: '', email },
      setting: { ...DEFAULT_HOTEL_SETTING },
      // The public booking page is on, so its availability search can be timed too.
      plugins: {
        public_page: { ...DEFAULT_PUBLIC_PAGE_PLUGIN, disabled: false, enabled: true },
        smoobu: { enabled: false },
      },
    })
    .returning();
  await db.insert(memberships).values({ userId: owner!.id, hotelId: hotel!.id, role: 'owner' });

  const typeRows = await db
    .insert(roomTypes)
    .values(
      Array.from({ length: ROOM_TYPE_COUNT }, (_, index) => ({
        hotelId: hotel!.id,
        name: `Type ${index + 1}`,
        shortCode: `T${index + 1}`,
        baseOccupancy: 2,
        higherOccupancy: 3,
        kidsOccupancy: 2,
        extraBed: 1,
        basePrice: 9000 + index * 2000,
        additionalPersonPrice: 3000,
        kidsPrice: 1500,
        extraBedPrice: 2000,
      })),
    )
    .returning();
  const roomRows = await db
    .insert(rooms)
    .values(
      typeRows.flatMap((type, typeIndex) =>
        Array.from({ length: ROOMS_PER_TYPE }, (_, index) => ({
          hotelId: hotel!.id,
          roomTypeId: type.id,
          number: String((typeIndex + 1) * 100 + index + 1),
        })),
      ),
    )
    .returning();
  const guestRows = await db
    .insert(guests)
    .values(
      Array.from({ length: 500 }, (_, index) => ({
        hotelId: hotel!.id,
        firstName: `Guest${index + 1}`,
        lastName: `Bench${index + 1}`,
        mobile: `+49151${String(10000000 + index)}`,
        email: `guest${index + 1}@example.com`,
      })),
    )
    .returning();

  const bookingRows: (typeof bookings.$inferInsert)[] = [];
  const freeGaps: FreeGap[] = [];
  let soldNights = 0;
  for (const room of roomRows) {
    let day = random.int(0, 3);
    const totalDays = YEAR_BACK + YEAR_AHEAD;
    while (day < totalDays) {
      const nights = Math.min(random.int(1, 7), totalDays - day);
      const arrival = addDays(firstDay, day);
      const departure = addDays(firstDay, day + nights);
      bookingRows.push({
        hotelId: hotel!.id,
        number: bookingRows.length + 1,
        roomTypeId: room.roomTypeId,
        roomId: room.id,
        mainGuestId: guestRows[bookingRows.length % guestRows.length]!.id,
        status: departure <= today ? 'completed' : arrival <= today ? 'checked_in' : 'new',
        arrival,
        departure,
        adults: 2,
        price: 10000 * nights,
        computedPrice: 10000 * nights,
        accessCode: `B${String(bookingRows.length).padStart(6, '0')}`,
      });
      soldNights += nights;
      const gap = random.int(0, 3);
      if (gap > 0 && day + nights < totalDays) {
        freeGaps.push({
          roomTypeId: room.roomTypeId,
          roomId: room.id,
          from: departure,
          to: addDays(firstDay, Math.min(totalDays, day + nights + gap)),
        });
      }
      day += nights + gap;
    }
  }
  await insertInChunks(bookingRows, 2000, (chunk) => db.insert(bookings).values(chunk));
  await db
    .insert(hotelCounters)
    .values({ hotelId: hotel!.id, lastBookingNumber: bookingRows.length });

  return {
    hotelId: hotel!.id,
    symbolCode: hotel!.symbolCode,
    email,
    today,
    firstDay,
    lastDay,
    roomTypeIds: typeRows.map((type) => type.id),
    bookingCount: bookingRows.length,
    occupancy: soldNights / (roomRows.length * (YEAR_BACK + YEAR_AHEAD)),
    freeGaps,
  };
}
