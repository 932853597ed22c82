import type { Booking, ExternalRef } from '@hotel/shared/contracts/bookings';
import type { CsvField, CsvRunProblem } from '@hotel/shared/contracts/csv-import';
import { isFinalStatus } from '@hotel/shared/booking-status';
import type { Db, Tx } from '../../db/client';
import { isAppError, type AppError } from '../../lib/app-error';
import { systemPrincipal } from '../../lib/principal';
import { createBookingActions, createBookingsService } from '../bookings';
import { findOrCreateVisitorGuest } from '../guests';
import { findImportedRow, saveImportedRow } from './csv-import.repository';
import { csvContentHash, type CsvBookingCandidate } from './csv-row';

/** What one row did; a row not taken as it is carries its problem (the report adds the line). */
export type CsvRowOutcome =
  | { kind: 'created' | 'updated' | 'unchanged' }
  | { kind: 'skipped' | 'conflict' | 'error'; problem: Omit<CsvRunProblem, 'line' | 'kind'> };

export interface CsvRoom {
  id: string;
  roomTypeId: string;
}

const PRINCIPAL = systemPrincipal('csv_import');

/** Thrown inside the row's transaction so that nothing of the row stays (e.g. a new guest). */
class RowRefused extends Error {
  constructor(readonly outcome: CsvRowOutcome) {
    super('CSV row refused');
  }
}

const skipped = (code: string, params?: Record<string, string | number>): CsvRowOutcome => ({
  kind: 'skipped',
  problem: { code, field: null, ...(params ? { params } : {}) },
});

const bookingFinal = (booking: Pick<Booking, 'number' | 'status'>) =>
  skipped('bookingFinal', { booking: booking.number, status: booking.status });

/** The placement refusals of the bookings service: the room (type) is not free on those nights. */
const PLACEMENT_KEYS = ['errors.roomNoLongerAvailable', 'errors.roomTypeSoldOut'];

/** Why the bookings service refused the row, as the run reports it; undefined: unexpected. */
function outcomeOfRefusal(error: AppError, roomNumber: string): CsvRowOutcome | undefined {
  const params = error.details.params ?? {};
  if (error.code === 'BOOKING_CHANGED') return skipped('changedMeanwhile');
  if (error.messageKey === 'errors.roomTaken') {
    return {
      kind: 'conflict',
      problem: {
        code: 'overlap',
        field: 'room_number',
        params: {
          room: params.room ?? roomNumber,
          arrival: params.arrival ?? '',
          departure: params.departure ?? '',
          booking: params.number ?? '',
        },
      },
    };
  }
  if (typeof error.messageKey === 'string' && PLACEMENT_KEYS.includes(error.messageKey)) {
    return { kind: 'conflict', problem: { code: error.messageKey, field: 'room_number', params } };
  }
  if (error.messageKey === 'errors.bookingFinal') {
    return skipped('bookingFinal', { booking: params.number ?? '', status: params.status ?? '' });
  }
  const [issue] = error.details.issues ?? [];
  if (issue?.key === 'validation.occupancyExceeded' || issue?.key === 'validation.kidsExceeded') {
    const field: CsvField = issue.path === 'kids' ? 'children' : 'adults';
    const max = issue.params?.max ?? '';
    return {
      kind: 'error',
      problem: { code: 'tooManyGuests', field, params: { room: roomNumber, max } },
    };
  }
  if (issue) {
    return { kind: 'error', problem: { code: issue.key, field: null, params: issue.params } };
  }
  if (error.statusCode < 500 && typeof error.messageKey === 'string') {
    return { kind: 'error', problem: { code: error.messageKey, field: null, params } };
  }
  return undefined;
}

interface RowContext {
  tx: Tx;
  hotelId: string;
  candidate: CsvBookingCandidate;
  room: CsvRoom;
  /** The fields the column template maps: only those are compared and written on an update. */
  mapped: ReadonlySet<CsvField>;
}

const refOf = (candidate: CsvBookingCandidate): ExternalRef => ({
  source: 'csv',
  id: candidate.externalId,
});

/** What a row did, and the booking it is now (recorded with the row's hash). */
type Applied = { outcome: CsvRowOutcome; bookingId?: string };

async function cancel(context: RowContext, booking: Booking | undefined): Promise<Applied> {
  if (!booking) return { outcome: skipped('canceledUnknown') };
  if (booking.status === 'canceled')
    return { outcome: { kind: 'unchanged' }, bookingId: booking._id };
  if (isFinalStatus(booking.status)) return { outcome: bookingFinal(booking) };
  await createBookingActions({ db: context.tx }).changeStatus(
    context.hotelId,
    booking._id,
    'canceled',
    PRINCIPAL,
  );
  return { outcome: { kind: 'updated' }, bookingId: booking._id };
}

async function create(context: RowContext): Promise<Applied> {
  const { tx, hotelId, candidate, room } = context;
  const guest = await findOrCreateVisitorGuest(tx, hotelId, {
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    email: candidate.email ?? '',
    mobile: candidate.mobile ?? '',
    country: '',
    language: '',
  });
  const booking = await createBookingsService({ db: tx }).create(
    hotelId,
    {
      roomType: room.roomTypeId,
      room: room.id,
      arrival: candidate.arrival,
      departure: candidate.departure,
      adults: candidate.adults,
      kids: candidate.children,
      extraBeds: 0,
      mainGuest: guest.id,
      guests: [],
      services: [],
      price: candidate.price,
      notice: candidate.notes,
      source: 'csv',
      externalRef: refOf(candidate),
    },
    PRINCIPAL,
  );
  return { outcome: { kind: 'created' }, bookingId: booking._id };
}

/** The booking's stay as the row wants it: the file's fields, the rest as the booking has it. */
function wanted(context: RowContext, booking: Booking) {
  const { candidate, room, mapped } = context;
  const keptPrice = booking.isPriceOverridden ? booking.price : null;
  return {
    roomType: room.roomTypeId,
    room: room.id,
    arrival: candidate.arrival,
    departure: candidate.departure,
    adults: mapped.has('adults') ? candidate.adults : booking.adults,
    kids: mapped.has('children') ? candidate.children : booking.kids,
    extraBeds: booking.extraBeds,
    mainGuest: booking.mainGuest?._id ?? null,
    services: booking.services.map((service) => service._id),
    // Without a price in the file, the price the booking has (manual or computed) stays.
    price: candidate.price ?? keptPrice,
    notice: mapped.has('notes') ? candidate.notes : booking.notice,
  };
}

function isSame(booking: Booking, stay: ReturnType<typeof wanted>) {
  const samePrice =
    stay.price === null
      ? !booking.isPriceOverridden
      : booking.isPriceOverridden && booking.price === stay.price;
  return (
    samePrice &&
    (booking.room?._id ?? null) === stay.room &&
    booking.arrival === stay.arrival &&
    booking.departure === stay.departure &&
    booking.adults === stay.adults &&
    booking.kids === stay.kids &&
    booking.notice === stay.notice
  );
}

async function update(context: RowContext, booking: Booking): Promise<Applied> {
  const stay = wanted(context, booking);
  if (isSame(booking, stay) && booking.status !== 'canceled') {
    return { outcome: { kind: 'unchanged' }, bookingId: booking._id };
  }
  if (isFinalStatus(booking.status)) return { outcome: bookingFinal(booking) };
  // The version read in this transaction: a change by someone else since is not overwritten.
  await createBookingsService({ db: context.tx }).update(
    context.hotelId,
    booking._id,
    { ...stay, version: booking.version },
    PRINCIPAL,
  );
  return { outcome: { kind: 'updated' }, bookingId: booking._id };
}

function applyToBooking(context: RowContext, booking: Booking | undefined): Promise<Applied> {
  if (context.candidate.status === 'canceled') return cancel(context, booking);
  return booking ? update(context, booking) : create(context);
}

/**
 * A row the file still says the same as when it was last imported is `unchanged` and leaves its
 * booking alone: what staff changed since (another room, other dates) is not undone by every
 * run. A row that changed in the file is applied (its fields win), and its hash recorded.
 */
async function applyInTransaction(context: RowContext): Promise<CsvRowOutcome> {
  const { tx, hotelId, candidate } = context;
  const booking = await createBookingsService({ db: tx }).findByExternalRef(
    hotelId,
    refOf(candidate),
  );
  const rowHash = csvContentHash(candidate);
  const imported = await findImportedRow(tx, hotelId, candidate.externalId);
  if (booking && imported?.rowHash === rowHash && imported.bookingId === booking._id) {
    return { kind: 'unchanged' };
  }
  const { outcome, bookingId } = await applyToBooking(context, booking);
  if (bookingId) {
    await saveImportedRow(tx, { hotelId, externalId: candidate.externalId, rowHash, bookingId });
  }
  return outcome;
}

/**
 * Applies one row of the file as the CSV import's principal, in its own transaction: a new
 * reference becomes a booking in the row's room (its guest matched by the guests module's rule,
 * or created), a known one whose row changed in the file since its last import is updated where
 * the file differs (with the version it was read at), a canceled row cancels its booking. A row that would overlap another booking, or that the
 * booking rules refuse, writes nothing (its guest included) and is reported; never forced.
 */
export async function applyCsvRow(
  db: Db,
  row: Omit<RowContext, 'tx'>,
  roomNumber: string,
): Promise<CsvRowOutcome> {
  try {
    return await db.transaction(async (tx) => {
      try {
        return await applyInTransaction({ ...row, tx });
      } catch (error) {
        const outcome = isAppError(error) ? outcomeOfRefusal(error, roomNumber) : undefined;
        if (outcome) throw new RowRefused(outcome);
        throw error;
      }
    });
  } catch (error) {
    if (error instanceof RowRefused) return error.outcome;
    throw error;
  }
}
