import { randomUUID } from 'node:crypto';
import { computeStayPrice, type PricedService } from '@hotel/shared/pricing';
import { addDays } from '@hotel/shared/stay-dates';
import type { BookingStatus } from '@hotel/shared/booking-status';
import type { Tx } from '../db/client';
import {
  bookingGuests,
  bookingHistory,
  bookings,
  bookingServices,
  guests,
  hotelCounters,
} from '../db/schema-bookings';
import { rooms, roomTypes, roomTypeServices, services } from '../db/schema-setup';
import { newAccessCode } from '../modules/bookings';
import { DEMO_GUESTS, demoGuestEmail } from './seed-demo-guests';
import { DEMO_ROOM_TYPES, DEMO_SERVICES } from './seed-reservations-data';

/** The same "random" sequence on every run (mulberry32), so the demo is reproducible. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer in [min, max]. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int };
}

interface PlannedStay {
  roomTypeIndex: number;
  roomIndex: number;
  arrival: string;
  departure: string;
}

/**
 * Stays room by room from 30 days before `today` to 60 days after, each after a gap behind the
 * previous one, so no two stays of a room ever share a night (the exclusion constraint). Some
 * rooms' last guest leaves today (the anchor of those rooms is today or later).
 */
export function planDemoStays(today: string, random = seededRandom(4711)): PlannedStay[] {
  const stays: PlannedStay[] = [];
  DEMO_ROOM_TYPES.forEach((type, roomTypeIndex) => {
    type.roomNumbers.forEach((_, roomIndex) => {
      const push = (from: number, nights: number) =>
        stays.push({
          roomTypeIndex,
          roomIndex,
          arrival: addDays(today, from),
          departure: addDays(today, from + nights),
        });
      // Every third room has guests in house today; the others expect their next guest soon.
      const inHouse = (roomTypeIndex + roomIndex) % 3 === 0;
      const anchor = inHouse ? -random.int(0, 2) : random.int(0, 9);
      const anchorNights = inHouse ? random.int(3, 6) : random.int(1, 6);
      push(anchor, anchorNights);
      // Some of the other rooms had a guest who leaves today: rooms to clean on today's board.
      // A fixed length: it takes no draw from the random plan of the other stays.
      let historyEnd = anchor;
      if (!inHouse && (roomTypeIndex + roomIndex) % 3 === 1) {
        historyEnd = -2 - (roomIndex % 3);
        push(historyEnd, -historyEnd);
      }
      for (let end = historyEnd - random.int(8, 40); end > -30; end -= random.int(8, 40)) {
        const nights = random.int(1, 6);
        push(end - nights, nights);
        end -= nights;
      }
      let offset = anchor + anchorNights + random.int(8, 40);
      while (offset < 60) {
        const nights = random.int(1, 6);
        push(offset, nights);
        offset += nights + random.int(8, 40);
      }
    });
  });
  // Numbers follow arrival, like bookings taken over time.
  return stays.sort(
    (a, b) =>
      a.arrival.localeCompare(b.arrival) ||
      a.roomTypeIndex - b.roomTypeIndex ||
      a.roomIndex - b.roomIndex,
  );
}

function statusFor(stay: PlannedStay, today: string, upcomingIndex: number): BookingStatus {
  if (stay.departure <= today) return 'completed';
  if (stay.arrival <= today) return 'checked_in';
  if (upcomingIndex % 8 === 5) return 'canceled';
  return upcomingIndex % 3 === 0 ? 'pending' : 'new';
}

/**
 * The demo hotel's services, room types, rooms, guests and bookings around `today` (the hotel's
 * date). Runs inside seedDemoData's transaction, only on a fresh database.
 */
export async function seedDemoReservations(
  tx: Tx,
  hotel: { id: string },
  owner: { id: string; firstName: string; lastName: string },
  today: string,
  now: Date,
): Promise<void> {
  const random = seededRandom(20260401);
  const serviceRows = await tx
    .insert(services)
    .values(
      DEMO_SERVICES.map((service) => ({
        hotelId: hotel.id,
        name: service.name,
        description: service.description,
        price: service.price,
        charge: service.charge,
      })),
    )
    .returning();
  const serviceByKey = new Map(
    DEMO_SERVICES.map((service, index) => [service.key, serviceRows[index]!]),
  );

  const typeRows = await tx
    .insert(roomTypes)
    .values(
      DEMO_ROOM_TYPES.map(({ roomNumbers: _numbers, ...type }) => ({ ...type, hotelId: hotel.id })),
    )
    .returning();
  await tx
    .insert(roomTypeServices)
    .values(
      typeRows.flatMap((type) =>
        serviceRows.map((service) => ({ roomTypeId: type.id, serviceId: service.id })),
      ),
    );
  const roomRows = await tx
    .insert(rooms)
    .values(
      DEMO_ROOM_TYPES.flatMap((type, index) =>
        type.roomNumbers.map((number) => ({
          hotelId: hotel.id,
          roomTypeId: typeRows[index]!.id,
          number,
        })),
      ),
    )
    .returning();
  const roomsOfType = typeRows.map((type) =>
    roomRows.filter((room) => room.roomTypeId === type.id),
  );

  const guestRows = await tx
    .insert(guests)
    .values(
      DEMO_GUESTS.map((guest) => ({
        hotelId: hotel.id,
        firstName: guest.firstName,
        lastName: guest.lastName,
        gender: guest.gender,
        mobile: guest.mobile,
        email: demoGuestEmail(guest),
        company: guest.company ?? '',
        vip: guest.vip ?? false,
        country: guest.country,
        city: guest.city,
        language: guest.language,
        nationality: guest.country,
      })),
    )
    .returning();

  const userName = `${owner.firstName} ${owner.lastName}`.trim();
  const bookingValues: (typeof bookings.$inferInsert)[] = [];
  const guestLinks: (typeof bookingGuests.$inferInsert)[] = [];
  const serviceLinks: (typeof bookingServices.$inferInsert)[] = [];
  const historyRows: (typeof bookingHistory.$inferInsert)[] = [];
  let upcomingIndex = 0;
  let unassigned = 0;

  planDemoStays(today).forEach((stay, index) => {
    const type = typeRows[stay.roomTypeIndex]!;
    const upcoming = stay.arrival > today;
    const status = statusFor(stay, today, upcoming ? upcomingIndex : -1);
    if (upcoming) upcomingIndex += 1;
    // A few upcoming bookings wait for a room, as the desk assigns rooms until check-in.
    const leaveUnassigned =
      upcoming && status !== 'canceled' && unassigned < 3 && upcomingIndex % 7 === 2;
    if (leaveUnassigned) unassigned += 1;

    const adults = Math.min(type.higherOccupancy, type.baseOccupancy + random.int(-1, 1)) || 1;
    const kids = type.kidsOccupancy > 0 ? random.int(0, type.kidsOccupancy) : 0;
    const chosen: PricedService[] = [];
    const pick = (key: (typeof DEMO_SERVICES)[number]['key']) => {
      const row = serviceByKey.get(key)!;
      chosen.push({ _id: row.id, name: row.name, price: row.price, charge: row.charge });
    };
    if (random.next() < 0.7) pick('breakfast');
    if (random.next() < 0.4) pick('parking');
    if (type.shortCode === 'FZ' || type.shortCode === 'JS') pick('cleaning');
    const price = computeStayPrice(
      { arrival: stay.arrival, departure: stay.departure, adults, kids, extraBeds: 0 },
      type,
      chosen,
    );

    const bookedAt = new Date(
      Math.min(now.getTime(), Date.parse(`${addDays(stay.arrival, -random.int(3, 45))}T10:00:00Z`)),
    );
    const id = randomUUID();
    const mainGuest = guestRows[(index * 7) % guestRows.length]!;
    bookingValues.push({
      id,
      hotelId: hotel.id,
      number: index + 1,
      roomTypeId: type.id,
      roomId: leaveUnassigned ? null : roomsOfType[stay.roomTypeIndex]![stay.roomIndex]!.id,
      mainGuestId: mainGuest.id,
      status,
      arrival: stay.arrival,
      departure: stay.departure,
      adults,
      kids,
      price: price.total,
      computedPrice: price.total,
      accessCode: newAccessCode((limit) => random.int(0, limit - 1)),
      source: index % 5 === 3 ? 'public_page' : 'manual',
      createdBy: owner.id,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
    guestLinks.push({ bookingId: id, guestId: mainGuest.id, createdAt: bookedAt });
    if (adults >= 2 && index % 3 === 0) {
      const companion = guestRows[(index * 7 + 13) % guestRows.length]!;
      guestLinks.push({ bookingId: id, guestId: companion.id, createdAt: bookedAt });
    }
    for (const item of price.services) {
      serviceLinks.push({
        bookingId: id,
        serviceId: item._id,
        name: item.name,
        amount: item.amount,
      });
    }
    historyRows.push({
      bookingId: id,
      action: 'created',
      userId: owner.id,
      userName,
      changes: [],
      createdAt: bookedAt,
    });
  });

  await tx.insert(bookings).values(bookingValues);
  await tx.insert(bookingGuests).values(guestLinks);
  if (serviceLinks.length > 0) await tx.insert(bookingServices).values(serviceLinks);
  await tx.insert(bookingHistory).values(historyRows);
  await tx
    .insert(hotelCounters)
    .values({ hotelId: hotel.id, lastBookingNumber: bookingValues.length });
}
