import type { z } from 'zod';
import type {
  Booking,
  ExternalRef,
  bookingCreateSchema,
  bookingPlacementSchema,
  bookingUpdateSchema,
} from '@hotel/shared/contracts/bookings';
import type { DomainEventType } from '@hotel/shared/domain-events';
import { isFinalStatus, type BookingKind } from '@hotel/shared/booking-status';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { BookingChangeRow, BookingRow } from '../../db/schema-bookings';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { assertAvailable, rethrowRoomTaken } from './booking-availability';
import { bookingEditChanges } from './booking-edit-changes';
import { checkAndPriceStay, type StayInput } from './booking-stay-check';
import { addGuestsToBooking } from './booking-guests.repository';
import { recordBookingChange } from './booking-history.repository';
import { insertNumberedBooking } from './booking-create.repository';
import { bookingResponse } from './booking-response';
import {
  findByExternalRef,
  loadBooking,
  lockBooking,
  markChannelConflictResolved,
  newAccessCode,
  replaceBookingServices,
  servicesOf,
  updateBooking,
} from './bookings.repository';

type CreateInput = z.output<typeof bookingCreateSchema>;
type PlacementInput = z.output<typeof bookingPlacementSchema>;

/**
 * How a channel's reservation is stored (issue 16). `channelConflict`: it overlapped a booking
 * in its room and waits unassigned; `acceptOverbooking` lets exactly such a reservation exceed
 * the room type's inventory (the channel already sold it; nothing may be lost).
 */
export interface ChannelPlacement {
  channelConflict: boolean;
  acceptOverbooking: boolean;
}

export const bookingNotFound = () => new AppError('NOT_FOUND', 'errors.bookingNotFound');

/** The stay fields of a booking row, as a PUT would send them unchanged. */
function currentValues(row: BookingRow, serviceIds: string[]): StayInput {
  return {
    roomType: row.roomTypeId,
    room: row.roomId,
    arrival: row.arrival,
    departure: row.departure,
    adults: row.adults,
    kids: row.kids,
    extraBeds: row.extraBeds,
    mainGuest: row.mainGuestId,
    services: serviceIds,
    // A manual price stays; otherwise the stay is priced again.
    price: row.priceOverridden ? row.price : null,
    notice: row.notice,
  };
}

const PLACEMENT_FIELDS = ['roomType', 'room', 'arrival', 'departure'];

const placementOf = (row: {
  roomTypeId: string;
  roomId: string | null;
  arrival: string;
  departure: string;
}) => ({
  roomTypeId: row.roomTypeId,
  roomId: row.roomId,
  arrival: row.arrival,
  departure: row.departure,
});

/**
 * One event per edit: `booking.moved` when where the booking sits changed (room type, room or
 * dates; the calendar's move and resize), `booking.updated` otherwise.
 */
function editEvent(
  before: BookingRow,
  input: StayInput,
  changes: BookingChangeRow[],
): { type: DomainEventType; data: Record<string, unknown> } {
  const fields = changes.map((change) => change.field);
  if (!fields.some((field) => PLACEMENT_FIELDS.includes(field))) {
    return { type: 'booking.updated', data: { fields } };
  }
  return {
    type: 'booking.moved',
    data: {
      fields,
      from: placementOf(before),
      to: placementOf({ ...input, roomTypeId: input.roomType, roomId: input.room }),
    },
  };
}

export function createBookingsService(deps: { db: Db }) {
  const { db } = deps;

  /**
   * `eventData` adds to the `booking.created` event (e.g. how a public-page visitor chose to
   * pay); subscribers read it, the booking row does not hold it.
   */
  async function create(
    hotelId: string,
    input: CreateInput,
    principal: Principal,
    options: {
      eventData?: Record<string, unknown>;
      /** A channel's blocked period is a `block` (no guest, price 0). */
      kind?: BookingKind;
      channel?: ChannelPlacement;
    } = {},
  ): Promise<Booking> {
    const kind = options.kind ?? 'stay';
    const guestIds = [...new Set([...(input.mainGuest ? [input.mainGuest] : []), ...input.guests])];
    // A key of the hotel's own systems is never the desk: its bookings come from the API.
    const source = principal.kind === 'api_key' && input.source === 'manual' ? 'api' : input.source;
    try {
      return await db.transaction(async (tx) => {
        const { roomType, room, guests, priced } = await checkAndPriceStay(
          tx,
          hotelId,
          input,
          guestIds,
          { fromChannel: options.channel !== undefined },
        );
        await assertAvailable(
          tx,
          roomType,
          { hotelId, roomTypeId: roomType.id, ...input, roomId: input.room },
          { acceptOverbooking: options.channel?.acceptOverbooking },
        );
        const stored = await insertNumberedBooking(tx, {
          values: {
            hotelId,
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
            source,
            notice: input.notice,
            externalSource: input.externalRef?.source ?? null,
            externalId: input.externalRef?.id ?? null,
            kind,
            channelConflict: options.channel?.channelConflict ?? false,
            createdBy: principal.kind === 'staff' ? principal.user.id : null,
          },
          guestIds,
          services: priced.services,
          change: {
            principal,
            action: 'created',
            changes:
              input.price !== null ? [{ field: 'price', from: priced.total, to: input.price }] : [],
            type: 'booking.created',
            data: {
              ...options.eventData,
              status: 'new',
              source,
              kind,
              externalRef: input.externalRef,
              to: placementOf({ ...input, roomTypeId: roomType.id, roomId: input.room }),
            },
          },
        });
        // Answered from what the transaction read and wrote: a new booking has one history entry
        // and no payments, so reading it back would only repeat them.
        return bookingResponse({
          booking: stored.booking,
          roomType,
          room,
          guests,
          services: priced.services.map((s) => ({
            serviceId: s._id,
            name: s.name,
            amount: s.amount,
          })),
          history: [stored.history],
          payments: [],
          balance: { paid: 0, open: stored.booking.price },
        });
      });
    } catch (error) {
      if (input.externalRef && isUniqueViolation(error, 'bookings_hotel_external_ref_unique')) {
        const existing = await findByExternalRef(db, hotelId, input.externalRef);
        throw new AppError('CONFLICT', 'errors.bookingExternalRefTaken', {
          params: { number: existing?.number ?? '' },
        });
      }
      return rethrowRoomTaken(db, error, {
        hotelId,
        roomId: input.room,
        arrival: input.arrival,
        departure: input.departure,
      });
    }
  }

  /**
   * Applies an edit to the locked booking: refused when final or when the client read another
   * version (the precondition), checked and priced like a new booking, recorded in the
   * history and as one event. `valuesOf` gives the full stay fields from the locked row.
   */
  async function edit(
    hotelId: string,
    id: string,
    expectedVersion: number | undefined,
    principal: Principal,
    valuesOf: (before: BookingRow, serviceIds: string[]) => StayInput,
    channel?: ChannelPlacement,
  ) {
    // The values tried, for the 409 that names the booking holding the room.
    const attempt: { input?: StayInput } = {};
    try {
      await db.transaction(async (tx) => {
        // Locked first: a status change or another edit waits, then sees what this one wrote.
        const before = await lockBooking(tx, hotelId, id);
        if (!before) throw bookingNotFound();
        if (isFinalStatus(before.status)) {
          throw new AppError('CONFLICT', 'errors.bookingFinal', {
            params: { number: before.number, status: `bookingStatus.${before.status}` },
          });
        }
        if (expectedVersion !== undefined && expectedVersion !== before.version) {
          throw new AppError('BOOKING_CHANGED', 'errors.bookingChanged');
        }
        const servicesBefore = await servicesOf(tx, id);
        const input = valuesOf(
          before,
          servicesBefore.map((service) => service._id),
        );
        attempt.input = input;
        if (before.status === 'checked_in' && input.room === null) {
          throw new AppError('ROOM_REQUIRED', 'errors.checkedInNeedsRoom', {
            params: { number: before.number },
          });
        }
        const guestIds = input.mainGuest ? [input.mainGuest] : [];
        const { roomType, room, priced } = await checkAndPriceStay(tx, hotelId, input, guestIds, {
          fromChannel: channel !== undefined,
        });
        await assertAvailable(
          tx,
          roomType,
          {
            hotelId,
            roomTypeId: roomType.id,
            roomId: input.room,
            arrival: input.arrival,
            departure: input.departure,
            excludeBookingId: id,
          },
          { acceptOverbooking: channel?.acceptOverbooking },
        );
        // A conflict ends when the booking gets a room (staff assign one, or the channel's room
        // became free); the channel's reservation is then synced, no longer an issue.
        const channelConflict = channel
          ? channel.channelConflict
          : before.channelConflict && input.room === null;
        const price = input.price ?? priced.total;
        const mainGuestId = input.mainGuest ?? before.mainGuestId;
        const changes = await bookingEditChanges(tx, before, servicesBefore, {
          ...input,
          roomType,
          room,
          mainGuestId,
          services: priced.services,
          price,
          isPriceOverridden: input.price !== null,
        });
        await updateBooking(tx, hotelId, id, {
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
          channelConflict,
        });
        if (before.channelConflict && !channelConflict) {
          await markChannelConflictResolved(tx, hotelId, id);
        }
        if (input.mainGuest) await addGuestsToBooking(tx, id, [input.mainGuest]);
        await replaceBookingServices(tx, id, priced.services);
        if (changes.length === 0) return;
        await recordBookingChange(tx, {
          hotelId,
          bookingId: id,
          principal,
          action: 'updated',
          changes,
          ...editEvent(before, input, changes),
        });
      });
      return (await loadBooking(db, hotelId, id))!;
    } catch (error) {
      const { input } = attempt;
      if (!input) throw error;
      return rethrowRoomTaken(
        db,
        error,
        { hotelId, roomId: input.room, arrival: input.arrival, departure: input.departure },
        id,
      );
    }
  }

  return {
    create,

    /** PUT: every stay field; `version`, when given, must be the one the client read. */
    update(
      hotelId: string,
      id: string,
      { version, ...input }: z.output<typeof bookingUpdateSchema>,
      principal: Principal,
    ) {
      return edit(hotelId, id, version, principal, () => input);
    },

    /** The calendar's move and resize: only the placement changes, the rest stays as stored. */
    move(hotelId: string, id: string, placement: PlacementInput, principal: Principal) {
      return edit(hotelId, id, placement.version, principal, (before, serviceIds) => ({
        ...currentValues(before, serviceIds),
        roomType: placement.roomType,
        room: placement.room,
        arrival: placement.arrival,
        departure: placement.departure,
      }));
    },

    /**
     * A channel's change of its reservation: the stay fields it sends, the rest (guest, extra
     * beds, services) as stored, under the booking lock; see ChannelPlacement.
     */
    applyChannelChange(
      hotelId: string,
      id: string,
      change: Omit<StayInput, 'mainGuest' | 'services' | 'extraBeds'>,
      principal: Principal,
      channel: ChannelPlacement,
    ) {
      return edit(
        hotelId,
        id,
        undefined,
        principal,
        (before, serviceIds) => ({ ...currentValues(before, serviceIds), ...change }),
        channel,
      );
    },

    /** The booking a channel, import or the public page already created under this ref. */
    async findByExternalRef(hotelId: string, ref: ExternalRef): Promise<Booking | undefined> {
      const found = await findByExternalRef(db, hotelId, ref);
      return (found && (await loadBooking(db, hotelId, found.id))) ?? undefined;
    },

    async get(hotelId: string, id: string) {
      const booking = await loadBooking(db, hotelId, id);
      if (!booking) throw bookingNotFound();
      return booking;
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
