import { isFinalStatus } from '@hotel/shared/booking-status';
import type { Booking, ExternalRef } from '@hotel/shared/contracts/bookings';
import type { Db } from '../../db/client';
import type { ChannelReservationRow } from '../../db/schema-channels';
import { isAppError } from '../../lib/app-error';
import { systemPrincipal } from '../../lib/principal';
import type { BookingActions, BookingsService, ChannelPlacement } from '../bookings';
import { removeUnusedVisitorGuest } from '../guests';
import { recordChannelConflict } from '../staff-notifications';
import { findOrCreateChannelGuest } from './channel-guest';
import type { ChannelReservation, IngestOutcome, IngestResult } from './channel-reservation';
import {
  findChannelReservation,
  saveChannelReservation,
  type ChannelReservationState,
} from './channel-reservations.repository';
import {
  addToSyncCounts,
  ensureChannelSyncState,
  recordChannelSyncError,
} from './channel-sync-state.repository';
import { storedErrorMessage, storedMessage } from './ingest-error';
import { countsOfOutcome } from './ingest-counts';

export interface IngestDeps {
  db: Db;
  bookings: BookingsService;
  bookingActions: BookingActions;
}

/** The answers of the availability check that mean "not in this room (type) on these nights". */
const PLACEMENT_KEYS = [
  'errors.roomTaken',
  'errors.roomNoLongerAvailable',
  'errors.roomTypeSoldOut',
  'errors.roomTypeHasNoRooms',
];

const isPlacementConflict = (error: unknown) =>
  isAppError(error) &&
  error.code === 'CONFLICT' &&
  typeof error.messageKey === 'string' &&
  PLACEMENT_KEYS.includes(error.messageKey);

const PLACED: ChannelPlacement = { channelConflict: false, acceptOverbooking: false };
const CONFLICT: ChannelPlacement = { channelConflict: true, acceptOverbooking: true };

interface Context {
  deps: IngestDeps;
  hotelId: string;
  reservation: ChannelReservation;
  previous: ChannelReservationRow | undefined;
}

const principalOf = (reservation: ChannelReservation) => systemPrincipal(reservation.channel);

function mirror(context: Context, state: ChannelReservationState, bookingId: string | null) {
  const { reservation } = context;
  const guestName = reservation.guest
    ? `${reservation.guest.firstName} ${reservation.guest.lastName}`.trim()
    : '';
  return {
    hotelId: context.hotelId,
    channel: reservation.channel,
    externalId: reservation.externalId,
    bookingId,
    state,
    channelUnit: reservation.channelUnit,
    guestName,
    arrival: reservation.arrival,
    departure: reservation.departure,
    error: null as string | null,
  };
}

const save = (
  context: Context,
  state: ChannelReservationState,
  bookingId: string | null,
  error: string | null = null,
) => saveChannelReservation(context.deps.db, { ...mirror(context, state, bookingId), error });

/** A block holds its room for nothing: no guest, price 0. */
const priceOf = (reservation: ChannelReservation) =>
  reservation.kind === 'block' ? 0 : reservation.price;

/**
 * The booking standing for the reservation: the one carrying its external reference, or our own
 * booking that was sent to the channel under this id (the channel echoing it back).
 */
async function findBooking(context: Context, ref: ExternalRef): Promise<Booking | undefined> {
  const { deps, hotelId, previous } = context;
  if (previous?.direction === 'outbound' && previous.bookingId) {
    return deps.bookings.get(hotelId, previous.bookingId).catch(() => undefined);
  }
  return deps.bookings.findByExternalRef(hotelId, ref);
}

async function cancel(context: Context, booking: Booking | undefined): Promise<IngestResult> {
  const { deps, hotelId, reservation } = context;
  if (!booking) {
    await save(context, 'canceled', null);
    return { outcome: 'unchanged', bookingId: null };
  }
  if (booking.status === 'canceled') {
    await save(context, 'canceled', booking._id);
    return { outcome: 'unchanged', bookingId: booking._id };
  }
  if (isFinalStatus(booking.status)) return leftAlone(context, booking);
  try {
    await deps.bookingActions.changeStatus(
      hotelId,
      booking._id,
      'canceled',
      principalOf(reservation),
    );
  } catch (error) {
    // A second delivery of the same cancellation got there first.
    const now = await deps.bookings.get(hotelId, booking._id);
    if (now.status !== 'canceled') throw error;
    await save(context, 'canceled', booking._id);
    return { outcome: 'unchanged', bookingId: booking._id };
  }
  await save(context, 'canceled', booking._id);
  return { outcome: 'canceled', bookingId: booking._id };
}

/** A completed (or canceled) booking is history: the channel's change is noted, not applied. */
async function leftAlone(context: Context, booking: Booking): Promise<IngestResult> {
  const note = storedMessage('errors.channelBookingFinal', {
    number: booking.number,
    status: `bookingStatus.${booking.status}`,
  });
  const state = context.previous?.state ?? 'synced';
  await save(context, state, booking._id, note);
  return { outcome: 'unchanged', bookingId: booking._id };
}

async function create(context: Context, ref: ExternalRef): Promise<IngestResult> {
  const { deps, hotelId, reservation } = context;
  const guest =
    reservation.kind === 'stay' && reservation.guest
      ? await findOrCreateChannelGuest(deps.db, hotelId, reservation.guest)
      : null;
  const input = {
    roomType: reservation.roomTypeId!,
    room: reservation.roomId,
    arrival: reservation.arrival,
    departure: reservation.departure,
    adults: Math.max(1, reservation.adults),
    kids: Math.max(0, reservation.kids),
    extraBeds: 0,
    mainGuest: guest?.id ?? null,
    guests: [],
    services: [],
    price: priceOf(reservation),
    notice: reservation.notice,
    source: reservation.channel,
    externalRef: ref,
  };
  const principal = principalOf(reservation);
  const options = { kind: reservation.kind, eventData: { channel: reservation.channelName } };
  let booking: Booking;
  let isConflict = false;
  try {
    try {
      booking = await deps.bookings.create(hotelId, input, principal, {
        ...options,
        channel: PLACED,
      });
    } catch (error) {
      if (!isPlacementConflict(error)) throw error;
      // Another delivery of this reservation may be what holds the room: then it is that one's.
      if (await deps.bookings.findByExternalRef(hotelId, ref)) throw error;
      booking = await deps.bookings.create(hotelId, { ...input, room: null }, principal, {
        ...options,
        channel: CONFLICT,
      });
      isConflict = true;
    }
  } catch (error) {
    if (guest?.created) await removeUnusedVisitorGuest(deps.db, hotelId, guest.id);
    // A concurrent delivery of the same reservation created it: this one is a replay.
    const winner = await deps.bookings.findByExternalRef(hotelId, ref);
    if (winner) return update(context, winner);
    throw error;
  }
  if (isConflict) {
    await recordChannelConflict(deps.db, {
      hotelId,
      bookingId: booking._id,
      source: reservation.channel,
    });
  }
  await save(context, isConflict ? 'conflict' : 'synced', booking._id);
  return { outcome: isConflict ? 'conflict' : 'created', bookingId: booking._id };
}

/**
 * Where the booking should be. Staff may have moved it (another room, even another type): while
 * the channel still names the same unit, that placement stays. A booking held as a conflict
 * tries the channel's room again (it may be free now), as does any booking whose unit changed.
 */
function targetPlacement(context: Context, booking: Booking) {
  const { reservation, previous } = context;
  const sameUnit = previous !== undefined && previous.channelUnit === reservation.channelUnit;
  if (sameUnit && !booking.channelConflict) {
    return { roomType: booking.roomType._id, room: booking.room?._id ?? null };
  }
  return { roomType: reservation.roomTypeId!, room: reservation.roomId };
}

type Change = Parameters<BookingsService['applyChannelChange']>[2];

function isSame(booking: Booking, change: Change, channelConflict: boolean) {
  const price =
    change.price === null
      ? !booking.isPriceOverridden
      : booking.isPriceOverridden && booking.price === change.price;
  return (
    price &&
    booking.channelConflict === channelConflict &&
    booking.roomType._id === change.roomType &&
    (booking.room?._id ?? null) === change.room &&
    booking.arrival === change.arrival &&
    booking.departure === change.departure &&
    booking.adults === change.adults &&
    booking.kids === change.kids &&
    booking.notice === change.notice
  );
}

async function update(context: Context, booking: Booking): Promise<IngestResult> {
  const { deps, hotelId, reservation } = context;
  if (isFinalStatus(booking.status)) return leftAlone(context, booking);
  const channelPrice = priceOf(reservation);
  const change: Change = {
    ...targetPlacement(context, booking),
    arrival: reservation.arrival,
    departure: reservation.departure,
    adults: Math.max(1, reservation.adults),
    kids: Math.max(0, reservation.kids),
    // Without a price from the channel, a price staff set stays.
    price: channelPrice ?? (booking.isPriceOverridden ? booking.price : null),
    notice: reservation.notice,
  };
  const principal = principalOf(reservation);
  if (isSame(booking, change, false)) {
    await save(context, 'synced', booking._id);
    return { outcome: 'unchanged', bookingId: booking._id };
  }
  try {
    await deps.bookings.applyChannelChange(hotelId, booking._id, change, principal, PLACED);
    await save(context, 'synced', booking._id);
    return { outcome: 'updated', bookingId: booking._id };
  } catch (error) {
    if (!isPlacementConflict(error)) throw error;
  }
  const unassigned = { ...change, room: null };
  if (!isSame(booking, unassigned, true)) {
    await deps.bookings.applyChannelChange(hotelId, booking._id, unassigned, principal, CONFLICT);
  }
  await save(context, 'conflict', booking._id);
  if (booking.channelConflict) {
    const outcome: IngestOutcome = isSame(booking, unassigned, true) ? 'unchanged' : 'updated';
    return { outcome, bookingId: booking._id };
  }
  await recordChannelConflict(deps.db, {
    hotelId,
    bookingId: booking._id,
    source: reservation.channel,
  });
  return { outcome: 'conflict', bookingId: booking._id };
}

async function apply(context: Context): Promise<IngestResult> {
  const { reservation } = context;
  const ref: ExternalRef = { source: reservation.channel, id: reservation.externalId };
  const booking = await findBooking(context, ref);
  if (reservation.status === 'canceled') return cancel(context, booking);
  if (!reservation.roomTypeId) {
    // Mapped to nothing here: listed on the sync tab until the unit is mapped. A booking made
    // while it was mapped stays as it is.
    await save(context, 'unmapped', booking?._id ?? null);
    return { outcome: 'unmapped', bookingId: booking?._id ?? null };
  }
  return booking ? update(context, booking) : create(context, ref);
}

/**
 * Applies one channel reservation (Smoobu's webhook and pull, RoomRaccoon's OTA messages) as the
 * channel's principal: a new one becomes a booking or block, a changed one edits it, a canceled
 * one cancels it, a replay changes nothing. A reservation that does not fit its room (or room
 * type) is stored unassigned as a conflict and rings the bell; nothing is dropped. Counts and
 * the last success go to the channel's sync state. An error is recorded there (in words, with
 * the reservation id) and rethrown: callers decide whether to retry, and must not record it again.
 */
export async function applyChannelReservation(
  deps: IngestDeps,
  hotelId: string,
  reservation: ChannelReservation,
): Promise<IngestResult> {
  const { channel, externalId } = reservation;
  await ensureChannelSyncState(deps.db, hotelId, channel);
  try {
    const previous = await findChannelReservation(deps.db, hotelId, channel, externalId);
    const result = await apply({ deps, hotelId, reservation, previous });
    await addToSyncCounts(deps.db, hotelId, channel, countsOfOutcome(result.outcome), {
      succeeded: true,
    });
    return result;
  } catch (error) {
    await recordChannelSyncError(deps.db, {
      hotelId,
      channel,
      externalId,
      message: storedErrorMessage(error),
    });
    throw error;
  }
}
