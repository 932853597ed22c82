import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, guests } from '../../db/schema-bookings';
import { channelReservations, type ChannelReservationRow } from '../../db/schema-channels';
import { ensureChannelSyncState, recordChannelSyncError } from '../channel-ingest';

/** What Smoobu is told of one of our bookings. */
export async function outboundBookingOf(db: Db, hotelId: string, bookingId: string) {
  const [row] = await db
    .select({
      number: bookings.number,
      kind: bookings.kind,
      source: bookings.source,
      status: bookings.status,
      roomId: bookings.roomId,
      arrival: bookings.arrival,
      departure: bookings.departure,
      adults: bookings.adults,
      kids: bookings.kids,
      price: bookings.price,
      notice: bookings.notice,
      firstName: guests.firstName,
      lastName: guests.lastName,
      email: guests.email,
      phone: guests.mobile,
      language: guests.language,
    })
    .from(bookings)
    .leftJoin(guests, eq(guests.id, bookings.mainGuestId))
    .where(and(eq(bookings.hotelId, hotelId), eq(bookings.id, bookingId)));
  return row ?? null;
}

export type OutboundBooking = NonNullable<Awaited<ReturnType<typeof outboundBookingOf>>>;

const smoobuRow = (hotelId: string) =>
  and(eq(channelReservations.hotelId, hotelId), eq(channelReservations.channel, 'smoobu'));

/** The booking's Smoobu row (inbound: it came from Smoobu; outbound: we sent it). */
export async function smoobuRowOfBooking(db: Db, hotelId: string, bookingId: string) {
  const [row] = await db
    .select()
    .from(channelReservations)
    .where(and(smoobuRow(hotelId), eq(channelReservations.bookingId, bookingId)));
  return row ?? null;
}

export interface SendingClaim {
  apartmentId: string;
  arrival: string;
  departure: string;
  guestName: string;
}

/**
 * Claims the send: a row in state `sending` (before the POST), unique per booking, so a second
 * job for the booking sees it and does not send too. Null when another job holds the claim.
 */
export async function claimSending(
  db: Db,
  hotelId: string,
  bookingId: string,
  claim: SendingClaim,
): Promise<ChannelReservationRow | null> {
  const [row] = await db
    .insert(channelReservations)
    .values({
      hotelId,
      channel: 'smoobu',
      direction: 'outbound',
      bookingId,
      state: 'sending',
      channelUnit: claim.apartmentId,
      guestName: claim.guestName,
      arrival: claim.arrival,
      departure: claim.departure,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Takes over a `sending` row whose sender stopped (its lease, `updated_at`, is older than
 * `staleBefore`); renewing the lease in the same statement lets only one job win.
 */
export async function takeOverSending(db: Db, rowId: string, staleBefore: Date) {
  const taken = await db
    .update(channelReservations)
    .set({ updatedAt: new Date() })
    .where(
      and(
        eq(channelReservations.id, rowId),
        eq(channelReservations.state, 'sending'),
        lt(channelReservations.updatedAt, staleBefore),
      ),
    )
    .returning({ id: channelReservations.id });
  return taken.length === 1;
}

export async function updateSmoobuRow(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      ChannelReservationRow,
      'state' | 'externalId' | 'bookingId' | 'error' | 'guestName' | 'updatedAt'
    >
  >,
) {
  await db
    .update(channelReservations)
    .set({ updatedAt: new Date(), ...values })
    .where(eq(channelReservations.id, id));
}

export async function deleteSmoobuRow(db: Db, id: string) {
  await db.delete(channelReservations).where(eq(channelReservations.id, id));
}

/**
 * A failure in Smoobu's words for the sync tab: the newest errors list and the error count of
 * the hotel's Smoobu sync state (created with its secret inbound token when it is missing).
 */
export async function recordSmoobuSyncError(
  db: Db,
  hotelId: string,
  message: string,
  externalId: string | null,
) {
  await db.transaction(async (tx) => {
    await ensureChannelSyncState(tx, hotelId, 'smoobu');
    await recordChannelSyncError(tx, {
      hotelId,
      channel: 'smoobu',
      externalId,
      message: message.slice(0, 500),
    });
  });
}
