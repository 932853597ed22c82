import { asc, eq, sql } from 'drizzle-orm';
import { computeStayPrice } from '@hotel/shared/pricing';
import { addDays } from '@hotel/shared/stay-dates';
import type { BookingStatus } from '@hotel/shared/booking-status';
import type { Tx } from '../db/client';
import { hotels, type GuestAppRow } from '../db/schema';
import {
  bookingGuests,
  bookingHistory,
  bookings,
  guests,
  hotelCounters,
} from '../db/schema-bookings';
import { rooms, roomTypes } from '../db/schema-setup';
import { findHoldingStays, newAccessCode } from '../modules/bookings';
import { DEMO_GUEST_APP_ACCENT, DEMO_GUEST_APP_GUESTS } from './demo-logins';
import { demoGuestEmail } from './seed-demo-guests';
import { storeDemoImages, type DemoImages } from './seed-public-page';

type DemoAppGuest = (typeof DEMO_GUEST_APP_GUESTS)[keyof typeof DEMO_GUEST_APP_GUESTS];

/** The double rooms the seeded plan leaves free for [arrival, departure), first by number. */
async function freeDoubleRoom(tx: Tx, hotelId: string, arrival: string, departure: string) {
  const [type] = await tx
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(sql`${roomTypes.shortCode} = 'DZ' desc`, asc(roomTypes.name));
  const roomRows = await tx
    .select()
    .from(rooms)
    .where(eq(rooms.roomTypeId, type!.id))
    .orderBy(asc(rooms.number));
  const holding = await findHoldingStays(tx, { hotelId, arrival, departure, roomTypeId: type!.id });
  const taken = new Set(holding.map((stay) => stay.roomId));
  // A stay still without a room holds one of the type: leave as many free rooms to it.
  const waiting = holding.filter((stay) => stay.roomId === null).length;
  const free = roomRows.filter((room) => !taken.has(room.id));
  if (free.length <= waiting) throw new Error('demo seed: no free double room for the guest app');
  return { type: type!, room: free[0]! };
}

/**
 * The guest app in the demo (issue 14): switched on with an accent colour and a cover image,
 * self check-in offered with the registration form for foreign guests, and two guests to sign
 * in as (demo-logins.ts): a German guest in house whose self check-in is done, and a British
 * guest arriving in three days, room assigned, self check-in still to do. Runs after the other
 * seeds, so their plans stay as they were; the two bookings take the next numbers.
 */
export async function seedDemoGuestApp(
  tx: Tx,
  hotel: { id: string },
  owner: { id: string; firstName: string; lastName: string },
  today: string,
  now: Date,
  coverImages?: DemoImages,
): Promise<void> {
  const cover = await storeDemoImages(tx, hotel, 'guest_app', coverImages);
  const guestApp: GuestAppRow = {
    enabled: true,
    accent_color: DEMO_GUEST_APP_ACCENT,
    template_image: cover,
  };
  await tx
    .update(hotels)
    .set({
      guestApp,
      setting: sql`${hotels.setting} || '{"self_check_in": true, "guestRegistrationRequired": true}'::jsonb`,
    })
    .where(eq(hotels.id, hotel.id));

  const [counter] = await tx
    .select()
    .from(hotelCounters)
    .where(eq(hotelCounters.hotelId, hotel.id));
  let number = counter!.lastBookingNumber;
  const userName = `${owner.firstName} ${owner.lastName}`.trim();

  const stays: { guest: DemoAppGuest; status: BookingStatus; from: number; nights: number }[] = [
    { guest: DEMO_GUEST_APP_GUESTS.german, status: 'checked_in', from: -1, nights: 4 },
    { guest: DEMO_GUEST_APP_GUESTS.british, status: 'pending', from: 3, nights: 3 },
  ];
  for (const stay of stays) {
    const [guest] = await tx
      .insert(guests)
      .values({
        hotelId: hotel.id,
        firstName: stay.guest.firstName,
        lastName: stay.guest.lastName,
        mobile: stay.guest.mobile,
        email: demoGuestEmail(stay.guest),
        country: stay.guest.nationality,
        nationality: stay.guest.nationality,
        city: stay.guest.city,
        language: stay.guest.language,
      })
      .returning();
    const arrival = addDays(today, stay.from);
    const departure = addDays(today, stay.from + stay.nights);
    const { type, room } = await freeDoubleRoom(tx, hotel.id, arrival, departure);
    const price = computeStayPrice(
      { arrival, departure, adults: type.baseOccupancy, kids: 0, extraBeds: 0 },
      type,
      [],
    );
    const bookedAt = new Date(now.getTime() - 14 * 86_400_000);
    number += 1;
    const [booking] = await tx
      .insert(bookings)
      .values({
        hotelId: hotel.id,
        number,
        roomTypeId: type.id,
        roomId: room.id,
        mainGuestId: guest!.id,
        status: stay.status,
        arrival,
        departure,
        adults: type.baseOccupancy,
        kids: 0,
        price: price.total,
        computedPrice: price.total,
        accessCode: newAccessCode(),
        source: 'public_page',
        // The German guest did the self check-in before arriving (no form: she is exempt).
        selfCheckInCompleted: stay.status === 'checked_in',
        createdBy: owner.id,
        createdAt: bookedAt,
        updatedAt: bookedAt,
      })
      .returning();
    await tx
      .insert(bookingGuests)
      .values({ bookingId: booking!.id, guestId: guest!.id, createdAt: bookedAt });
    await tx.insert(bookingHistory).values({
      bookingId: booking!.id,
      action: 'created',
      userId: owner.id,
      userName,
      changes: [],
      createdAt: bookedAt,
    });
  }
  await tx
    .update(hotelCounters)
    .set({ lastBookingNumber: number })
    .where(eq(hotelCounters.hotelId, hotel.id));
}
