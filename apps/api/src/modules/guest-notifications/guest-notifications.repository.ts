import { and, desc, eq, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type {
  DeliveryReason,
  NotificationGateway,
  NotificationMessage,
} from '@hotel/shared/guest-notifications';
import type { Db, Tx } from '../../db/client';
import { bookings, guests } from '../../db/schema-bookings';
import { guestNotifications } from '../../db/schema-notifications';
import { isGuestStay } from '../bookings';

export type GuestNotificationRow = typeof guestNotifications.$inferSelect;
export type NewGuestNotification = typeof guestNotifications.$inferInsert;

/**
 * Automatic messages: inserted once per booking, message, gateway and due time whatever
 * delivers the event how often (the partial unique index); returns the rows really inserted.
 */
export async function insertAutomatic(tx: Db | Tx, rows: NewGuestNotification[]) {
  if (rows.length === 0) return [];
  return tx
    .insert(guestNotifications)
    .values(rows)
    .onConflictDoNothing({
      target: [
        guestNotifications.bookingId,
        guestNotifications.message,
        guestNotifications.gateway,
        guestNotifications.scheduledFor,
      ],
      where: sql`${guestNotifications.createdBy} is null and ${guestNotifications.resendOf} is null`,
    })
    .returning();
}

/** A message a person asked for (Send now, Resend): never deduplicated. */
export async function insertManual(tx: Db | Tx, row: NewGuestNotification) {
  const [inserted] = await tx.insert(guestNotifications).values(row).returning();
  return inserted!;
}

/**
 * Cancels the booking's messages still waiting: of some messages (or all), one gateway (or
 * both), except one due at `keep` (a move to the same time keeps its row).
 */
export async function cancelScheduled(
  tx: Db | Tx,
  bookingId: string,
  filter: {
    messages?: readonly NotificationMessage[];
    gateway?: NotificationGateway;
    keep?: Date;
  } = {},
) {
  const rows = await tx
    .update(guestNotifications)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(
      and(
        eq(guestNotifications.bookingId, bookingId),
        eq(guestNotifications.status, 'scheduled'),
        filter.messages ? inArray(guestNotifications.message, [...filter.messages]) : undefined,
        filter.gateway ? eq(guestNotifications.gateway, filter.gateway) : undefined,
        filter.keep ? ne(guestNotifications.scheduledFor, filter.keep) : undefined,
      ),
    )
    .returning({ id: guestNotifications.id });
  return rows.length;
}

/** Gateways over which the booking's automatic message already went (or is going) out. */
export async function gatewaysAlreadySent(
  tx: Db | Tx,
  bookingId: string,
  message: NotificationMessage,
  /** Count a row still waiting to go out (scheduled) as sent too. */
  options: { includeWaiting?: boolean } = {},
): Promise<NotificationGateway[]> {
  const rows = await tx
    .selectDistinct({ gateway: guestNotifications.gateway })
    .from(guestNotifications)
    .where(
      and(
        eq(guestNotifications.bookingId, bookingId),
        eq(guestNotifications.message, message),
        inArray(
          guestNotifications.status,
          options.includeWaiting ? ['scheduled', 'sending', 'delivered'] : ['sending', 'delivered'],
        ),
        isNull(guestNotifications.createdBy),
        isNull(guestNotifications.resendOf),
      ),
    );
  return rows.map((row) => row.gateway);
}

/**
 * An automatic message that was canceled at this very time is wanted again (a booking moved
 * away and back): it waits once more instead of being lost to the uniqueness rule.
 */
export async function reviveCanceled(tx: Db | Tx, row: NewGuestNotification) {
  await tx
    .update(guestNotifications)
    .set({ status: 'scheduled', updatedAt: new Date() })
    .where(
      and(
        eq(guestNotifications.bookingId, row.bookingId),
        eq(guestNotifications.message, row.message),
        eq(guestNotifications.gateway, row.gateway),
        eq(guestNotifications.scheduledFor, row.scheduledFor),
        eq(guestNotifications.status, 'canceled'),
        isNull(guestNotifications.createdBy),
        isNull(guestNotifications.resendOf),
      ),
    );
}

/** The hotel's confirmed stays arriving on `today` or later: those that get check-in information. */
export async function pendingArrivalsFrom(tx: Db | Tx, hotelId: string, today: string) {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.hotelId, hotelId),
        isGuestStay(),
        eq(bookings.status, 'pending'),
        gte(bookings.arrival, today),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Takes up to `limit` due messages for this process: status `sending`, one more attempt. Rows
 * another process holds are skipped (SKIP LOCKED), so concurrent dispatchers never share one.
 */
export async function claimDue(tx: Tx, now: Date, limit: number): Promise<GuestNotificationRow[]> {
  const due = tx
    .select({ id: guestNotifications.id })
    .from(guestNotifications)
    .where(
      and(eq(guestNotifications.status, 'scheduled'), lte(guestNotifications.scheduledFor, now)),
    )
    .orderBy(guestNotifications.scheduledFor)
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(guestNotifications)
    .set({
      status: 'sending',
      attempts: sql`${guestNotifications.attempts} + 1`,
      updatedAt: now,
    })
    .where(inArray(guestNotifications.id, due))
    .returning();
}

/**
 * Messages left in `sending` without having gone out (the process died between taking and
 * sending them) since before `staleBefore`: once more into the schedule after the first try,
 * failed (technical) after the second, so a crash never resends forever.
 */
export async function recoverStale(tx: Tx, staleBefore: Date) {
  const stale = and(
    eq(guestNotifications.status, 'sending'),
    isNull(guestNotifications.sentAt),
    lt(guestNotifications.updatedAt, staleBefore),
  );
  await tx
    .update(guestNotifications)
    .set({ status: 'scheduled', updatedAt: new Date() })
    .where(and(stale, lt(guestNotifications.attempts, 2)));
  return tx.select({ id: guestNotifications.id }).from(guestNotifications).where(stale);
}

/**
 * SMS handed to a provider whose delivery report never came (the webhook not set up at the
 * provider, APP_URL not reachable): after `reportBefore` they end as failed with reason
 * unknown, instead of showing "sending" for ever.
 */
export async function unreportedSince(tx: Db | Tx, reportBefore: Date) {
  return tx
    .select({ id: guestNotifications.id })
    .from(guestNotifications)
    .where(
      and(eq(guestNotifications.status, 'sending'), lt(guestNotifications.sentAt, reportBefore)),
    );
}

export async function findNotification(db: Db | Tx, id: string, hotelId?: string) {
  const [row] = await db
    .select()
    .from(guestNotifications)
    .where(
      and(
        eq(guestNotifications.id, id),
        hotelId ? eq(guestNotifications.hotelId, hotelId) : undefined,
      ),
    );
  return row;
}

export async function updateNotification(
  db: Db | Tx,
  id: string,
  values: Partial<NewGuestNotification>,
  at = new Date(),
) {
  await db
    .update(guestNotifications)
    .set({ ...values, updatedAt: at })
    .where(eq(guestNotifications.id, id));
}

/** A message that could not go at all (no address, switched off): final, no bell entry. */
export async function markUnsent(db: Db | Tx, id: string, reason: DeliveryReason, at?: Date) {
  await updateNotification(db, id, { status: 'unsent', reason, recipient: '' }, at);
}

const withGuestName = {
  row: guestNotifications,
  firstName: guests.firstName,
  lastName: guests.lastName,
};

/** The booking's messages, newest first, with the guest's name. */
export async function listOfBooking(db: Db, hotelId: string, bookingId: string) {
  return db
    .select(withGuestName)
    .from(guestNotifications)
    .leftJoin(guests, eq(guests.id, guestNotifications.guestId))
    .where(
      and(eq(guestNotifications.hotelId, hotelId), eq(guestNotifications.bookingId, bookingId)),
    )
    .orderBy(desc(guestNotifications.createdAt), desc(guestNotifications.scheduledFor));
}

export async function findWithGuestName(db: Db, hotelId: string, id: string) {
  const [row] = await db
    .select(withGuestName)
    .from(guestNotifications)
    .leftJoin(guests, eq(guests.id, guestNotifications.guestId))
    .where(and(eq(guestNotifications.hotelId, hotelId), eq(guestNotifications.id, id)));
  return row;
}

export const OUTBOX_LIST_LIMIT = 50;

/** The hotel's last messages that went to a local outbox (email or SMS). */
export async function listOutbox(db: Db, hotelId: string) {
  return db
    .select()
    .from(guestNotifications)
    .where(and(eq(guestNotifications.hotelId, hotelId), eq(guestNotifications.provider, 'outbox')))
    .orderBy(desc(guestNotifications.createdAt))
    .limit(OUTBOX_LIST_LIMIT);
}
