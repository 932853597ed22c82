import { and, asc, count, desc, eq, inArray, not } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  GuestAppGuest,
  GuestBooking,
  GuestBookingsResponse,
  guestBookingsQuerySchema,
  GuestCoGuestRequest,
} from '@hotel/shared/contracts/guest-app';
import type { Db, Tx } from '../../db/client';
import { bookingGuests, bookings, guests } from '../../db/schema-bookings';
import { guestRegistrations } from '../../db/schema-guest-app';
import { payments } from '../../db/schema-operations';
import { rooms, roomTypes } from '../../db/schema-setup';
import { nightsBetween } from '@hotel/shared/stay-dates';
import { AppError } from '../../lib/app-error';
import type { GuestPrincipal } from '../../lib/principal';
import { loadBooking, type BookingActions } from '../bookings';
import { paymentOffers } from '../public-booking';
import {
  activeBookingCondition,
  findGuestAppHotel,
  hotelToday,
  isClosedStay,
} from './guest-app-hotel';
import { findGuestOfHotel, guestAppGuestResponse } from './guest-app-guest';
import {
  findGuestBooking,
  guestBookingClosed,
  guestBookingsCondition,
} from './guest-booking-access';
import { guestBookingResponse, guestBookingSummary, maxGuestsOf } from './guest-booking-response';
import { guestDoorFactsOf } from './guest-door-access';

export interface GuestBookingsDeps {
  db: Db;
  bookingActions: BookingActions;
  /** Stripe is set, or the test checkout is allowed (composition.ts). */
  canCheckOut: boolean;
}

async function guestCount(db: Db | Tx, bookingId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(bookingGuests)
    .where(eq(bookingGuests.bookingId, bookingId));
  return row?.total ?? 0;
}

/**
 * The signed-in guest's own data and bookings (spec §7 "Guest app"). Every booking is read
 * through the ownership rule of guest-booking-access.ts; changes go through the booking
 * actions, so the history records the guest as who did them.
 */
export function createGuestBookingsService(deps: GuestBookingsDeps) {
  const { db } = deps;

  async function roomTypeOf(roomTypeId: string) {
    const [row] = await db.select().from(roomTypes).where(eq(roomTypes.id, roomTypeId));
    return row!;
  }

  async function guestBooking(guest: GuestPrincipal, bookingId: string): Promise<GuestBooking> {
    const hotel = await findGuestAppHotel(db, guest.hotelId);
    const row = await findGuestBooking(db, guest, bookingId);
    const [booking, roomType, registration] = await Promise.all([
      loadBooking(db, guest.hotelId, row.id),
      roomTypeOf(row.roomTypeId),
      db
        .select({ id: guestRegistrations.id })
        .from(guestRegistrations)
        .where(eq(guestRegistrations.bookingId, row.id)),
    ]);
    // The doors of the room the booking has now (staff may have moved it a moment ago).
    const doors = await guestDoorFactsOf(db, hotel, {
      id: row.id,
      roomId: booking!.room?._id ?? null,
    });
    const now = new Date();
    return guestBookingResponse(booking!, {
      hotel,
      today: hotelToday(hotel, now),
      roomType,
      registrationDone: registration.length > 0,
      onlinePayments: paymentOffers(hotel, deps.canCheckOut).onlineAvailable,
      viewerGuestId: guest.guestId,
      doors,
      now,
    });
  }

  /** The booking, if its stay can still be changed by the guest. */
  async function changeableBooking(guest: GuestPrincipal, bookingId: string) {
    await findGuestAppHotel(db, guest.hotelId);
    const row = await findGuestBooking(db, guest, bookingId);
    if (isClosedStay(row.status)) throw guestBookingClosed();
    return row;
  }

  return {
    guestBooking,

    /** GET …/guest */
    async guest(guest: GuestPrincipal): Promise<GuestAppGuest> {
      await findGuestAppHotel(db, guest.hotelId);
      const row = await findGuestOfHotel(db, guest.hotelId, guest.guestId);
      // The token's guest was there a moment ago (the access plugin loads it).
      if (!row) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
      return guestAppGuestResponse(row);
    },

    /** GET …/bookings: active ones soonest first, history latest first (spec §7, §9). */
    async bookings(
      guest: GuestPrincipal,
      query: z.output<typeof guestBookingsQuerySchema>,
    ): Promise<GuestBookingsResponse> {
      const hotel = await findGuestAppHotel(db, guest.hotelId);
      const active = activeBookingCondition(hotelToday(hotel));
      const where = and(
        guestBookingsCondition(db, guest),
        query.bookingType === 'active' ? active : not(active),
      );
      const order =
        query.bookingType === 'active'
          ? [asc(bookings.arrival), asc(bookings.number)]
          : [desc(bookings.arrival), desc(bookings.number)];
      const [rows, [total]] = await Promise.all([
        db
          .select({ booking: bookings, roomType: roomTypes, room: rooms })
          .from(bookings)
          .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
          .leftJoin(rooms, eq(rooms.id, bookings.roomId))
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(bookings).where(where),
      ]);
      const ids = rows.map((row) => row.booking.id);
      const paymentRows = ids.length
        ? await db
            .select({
              bookingId: payments.bookingId,
              status: payments.status,
              grantsRoomAccess: payments.grantsRoomAccess,
            })
            .from(payments)
            .where(inArray(payments.bookingId, ids))
        : [];
      return {
        items: rows.map(({ booking, roomType, room }) =>
          guestBookingSummary(
            {
              _id: booking.id,
              number: booking.number,
              status: booking.status,
              arrival: booking.arrival,
              departure: booking.departure,
              nights: nightsBetween(booking.arrival, booking.departure),
              roomType: { _id: roomType.id, name: roomType.name },
              room: room ? { _id: room.id, number: room.number } : null,
              selfCheckInCompleted: booking.selfCheckInCompleted,
            },
            paymentRows.filter((payment) => payment.bookingId === booking.id),
          ),
        ),
        total: total?.total ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },

    /**
     * PUT …/bookings/{id}/guest: a new guest of the hotel (name only) as co-guest, within the
     * room type's occupancy. The limit is checked again on the locked booking, so two guests
     * added at once cannot both take the last place.
     */
    async addCoGuest(
      guest: GuestPrincipal,
      bookingId: string,
      input: GuestCoGuestRequest,
    ): Promise<GuestBooking> {
      const row = await changeableBooking(guest, bookingId);
      const roomType = await roomTypeOf(row.roomTypeId);
      const max = maxGuestsOf(roomType, row.extraBeds);
      const full = () => new AppError('CONFLICT', 'errors.bookingGuestsFull', { params: { max } });
      if ((await guestCount(db, row.id)) >= max) throw full();
      const [created] = await db
        .insert(guests)
        .values({ hotelId: guest.hotelId, firstName: input.firstName, lastName: input.lastName })
        .returning({ id: guests.id });
      try {
        await deps.bookingActions.addGuest(
          guest.hotelId,
          row.id,
          created!.id,
          guest,
          async (tx, locked) => {
            if (isClosedStay(locked.status)) throw guestBookingClosed();
            if ((await guestCount(tx, locked.id)) >= max) throw full();
          },
        );
      } catch (error) {
        // Refused after all: the new guest row belongs to nothing and goes again.
        await db.delete(guests).where(eq(guests.id, created!.id));
        throw error;
      }
      return guestBooking(guest, row.id);
    },

    /**
     * DELETE …/bookings/{id}/guest/{guestId}: never the main guest (the booking actions say),
     * nor the signed-in guest themselves, who would lose the booking they are looking at.
     */
    async removeCoGuest(
      guest: GuestPrincipal,
      bookingId: string,
      guestId: string,
    ): Promise<GuestBooking> {
      const row = await changeableBooking(guest, bookingId);
      if (guestId === guest.guestId && row.mainGuestId !== guestId) {
        throw new AppError('CONFLICT', 'errors.guestCannotRemoveSelf');
      }
      await deps.bookingActions.removeGuest(guest.hotelId, row.id, guestId, guest);
      return guestBooking(guest, row.id);
    },
  };
}

export type GuestBookingsService = ReturnType<typeof createGuestBookingsService>;
