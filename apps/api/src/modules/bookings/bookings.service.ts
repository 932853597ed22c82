import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Booking,
  bookingCreateSchema,
  bookingUpdateSchema,
} from '@hotel/shared/contracts/bookings';
import { isFinalStatus } from '@hotel/shared/booking-status';
import { computeStayPrice, maxAdults } from '@hotel/shared/pricing';
import type { Db, Tx } from '../../db/client';
import { bookingGuests, bookings, bookingServices } from '../../db/schema-bookings';
import { rooms, services, type RoomRow, type RoomTypeRow } from '../../db/schema-setup';
import { AppError, validationError, type AppErrorIssue } from '../../lib/app-error';
import { nextHotelNumber } from '../hotels/hotel-counters';
import { assertAvailable, lockRoomType, rethrowRoomTaken } from './booking-availability';
import { bookingEditChanges } from './booking-edit-changes';
import {
  guestsOfHotel,
  loadBooking,
  lockBooking,
  newAccessCode,
  servicesOf,
  writeHistory,
  type Actor,
} from './bookings.repository';

type CreateInput = z.output<typeof bookingCreateSchema>;
type UpdateInput = z.output<typeof bookingUpdateSchema>;

export const bookingNotFound = () => new AppError('NOT_FOUND', 'errors.bookingNotFound');

/**
 * Occupancy: adults up to the higher occupancy plus one per extra bed; kids up to the kids'
 * places when the type has any (0 means the type sets no separate limit for children).
 */
function occupancyIssues(roomType: RoomTypeRow, input: UpdateInput): AppErrorIssue[] {
  const issues: AppErrorIssue[] = [];
  if (input.extraBeds > roomType.extraBed) {
    issues.push({
      path: 'extraBeds',
      key: 'validation.extraBedsExceeded',
      params: { max: roomType.extraBed },
    });
  }
  const max = maxAdults(roomType, Math.min(input.extraBeds, roomType.extraBed));
  if (input.adults > max) {
    issues.push({ path: 'adults', key: 'validation.occupancyExceeded', params: { max } });
  }
  if (roomType.kidsOccupancy > 0 && input.kids > roomType.kidsOccupancy) {
    issues.push({
      path: 'kids',
      key: 'validation.kidsExceeded',
      params: { max: roomType.kidsOccupancy },
    });
  }
  return issues;
}

/** Validates references and prices the stay; everything inside the caller's transaction. */
async function prepare(tx: Tx, hotelId: string, input: UpdateInput, guestIds: string[]) {
  const roomType = await lockRoomType(tx, hotelId, input.roomType);
  if (!roomType) throw validationError([{ path: 'roomType', key: 'validation.roomTypeUnknown' }]);
  const issues = occupancyIssues(roomType, input);
  let room: RoomRow | null = null;
  if (input.room) {
    [room = null] = await tx
      .select()
      .from(rooms)
      .where(and(eq(rooms.id, input.room), eq(rooms.hotelId, hotelId)));
    if (!room) issues.push({ path: 'room', key: 'validation.roomUnknown' });
    else if (room.roomTypeId !== roomType.id) {
      issues.push({ path: 'room', key: 'validation.roomNotOfRoomType' });
    }
  }
  const serviceIds = [...new Set(input.services)];
  const serviceRows = serviceIds.length
    ? await tx
        .select()
        .from(services)
        .where(and(eq(services.hotelId, hotelId), inArray(services.id, serviceIds)))
    : [];
  if (serviceRows.length !== serviceIds.length) {
    issues.push({ path: 'services', key: 'validation.serviceUnknown' });
  }
  const known = await guestsOfHotel(tx, hotelId, guestIds);
  if (guestIds.some((id) => !known.has(id))) {
    issues.push({
      path: input.mainGuest && !known.has(input.mainGuest) ? 'mainGuest' : 'guests',
      key: 'validation.guestUnknown',
    });
  }
  if (issues.length) throw validationError(issues);
  const priced = computeStayPrice(
    input,
    roomType,
    serviceRows.map((s) => ({ _id: s.id, name: s.name, price: s.price, charge: s.charge })),
    room?.basePrice ?? null,
  );
  return { roomType, room, priced };
}

async function replaceServices(
  tx: Tx,
  bookingId: string,
  items: { _id: string; name: string; amount: number }[],
  isNewBooking = false,
) {
  if (!isNewBooking) {
    await tx.delete(bookingServices).where(eq(bookingServices.bookingId, bookingId));
  }
  if (items.length) {
    await tx
      .insert(bookingServices)
      .values(items.map((s) => ({ bookingId, serviceId: s._id, name: s.name, amount: s.amount })));
  }
}

export function createBookingsService(deps: { db: Db }) {
  const { db } = deps;

  async function create(hotelId: string, input: CreateInput, actor: Actor): Promise<Booking> {
    const guestIds = [...new Set([...(input.mainGuest ? [input.mainGuest] : []), ...input.guests])];
    try {
      const id = await db.transaction(async (tx) => {
        const { roomType, priced } = await prepare(tx, hotelId, input, guestIds);
        await assertAvailable(tx, roomType, {
          hotelId,
          roomTypeId: roomType.id,
          ...input,
          roomId: input.room,
        });
        const [row] = await tx
          .insert(bookings)
          .values({
            hotelId,
            number: await nextHotelNumber(tx, hotelId, 'lastBookingNumber'),
            roomTypeId: roomType.id,
            roomId: input.room,
            mainGuestId: input.mainGuest ?? guestIds[0] ?? null,
            arrival: input.arrival,
            departure: input.departure,
            adults: input.adults,
            kids: input.kids,
            extraBeds: input.extraBeds,
            computedPrice: priced.total,
            price: input.price ?? priced.total,
            priceOverridden: input.price !== null,
            accessCode: newAccessCode(),
            source: input.source,
            notice: input.notice,
            createdBy: actor.id,
          })
          .returning({ id: bookings.id });
        const bookingId = row!.id;
        if (guestIds.length) {
          await tx
            .insert(bookingGuests)
            .values(guestIds.map((guestId) => ({ bookingId, guestId })));
        }
        await replaceServices(tx, bookingId, priced.services, true);
        await writeHistory(
          tx,
          bookingId,
          'created',
          actor,
          input.price !== null ? [{ field: 'price', from: priced.total, to: input.price }] : [],
        );
        return bookingId;
      });
      return (await loadBooking(db, hotelId, id))!;
    } catch (error) {
      return rethrowRoomTaken(db, error, {
        hotelId,
        roomId: input.room,
        arrival: input.arrival,
        departure: input.departure,
      });
    }
  }

  async function update(hotelId: string, id: string, input: UpdateInput, actor: Actor) {
    try {
      await db.transaction(async (tx) => {
        // Locked first: a status change waits for this edit, or this edit sees its result.
        const before = await lockBooking(tx, hotelId, id);
        if (!before) throw bookingNotFound();
        if (isFinalStatus(before.status)) {
          throw new AppError('CONFLICT', 'errors.bookingFinal', {
            params: { number: before.number, status: `bookingStatus.${before.status}` },
          });
        }
        const guestIds = input.mainGuest ? [input.mainGuest] : [];
        const { roomType, room, priced } = await prepare(tx, hotelId, input, guestIds);
        await assertAvailable(tx, roomType, {
          hotelId,
          roomTypeId: roomType.id,
          roomId: input.room,
          arrival: input.arrival,
          departure: input.departure,
          excludeBookingId: id,
        });
        const price = input.price ?? priced.total;
        const mainGuestId = input.mainGuest ?? before.mainGuestId;
        const changes = await bookingEditChanges(tx, before, await servicesOf(tx, id), {
          ...input,
          roomType,
          room,
          mainGuestId,
          services: priced.services,
          price,
          isPriceOverridden: input.price !== null,
        });
        await tx
          .update(bookings)
          .set({
            roomTypeId: roomType.id,
            roomId: input.room,
            mainGuestId,
            arrival: input.arrival,
            departure: input.departure,
            adults: input.adults,
            kids: input.kids,
            extraBeds: input.extraBeds,
            computedPrice: priced.total,
            price,
            priceOverridden: input.price !== null,
            notice: input.notice,
            updatedAt: new Date(),
          })
          .where(and(eq(bookings.id, id), eq(bookings.hotelId, hotelId)));
        if (input.mainGuest) {
          await tx
            .insert(bookingGuests)
            .values({ bookingId: id, guestId: input.mainGuest })
            .onConflictDoNothing();
        }
        await replaceServices(tx, id, priced.services);
        if (changes.length) await writeHistory(tx, id, 'updated', actor, changes);
      });
      return (await loadBooking(db, hotelId, id))!;
    } catch (error) {
      return rethrowRoomTaken(
        db,
        error,
        {
          hotelId,
          roomId: input.room,
          arrival: input.arrival,
          departure: input.departure,
        },
        id,
      );
    }
  }

  return {
    create,
    update,
    async get(hotelId: string, id: string) {
      const booking = await loadBooking(db, hotelId, id);
      if (!booking) throw bookingNotFound();
      return booking;
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
