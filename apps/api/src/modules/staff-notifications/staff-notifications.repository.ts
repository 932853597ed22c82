import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { StaffNotification } from '@hotel/shared/contracts/guest-notifications';
import type { Db, Tx } from '../../db/client';
import { bookings, guests } from '../../db/schema-bookings';
import {
  guestNotifications,
  staffNotificationReads,
  staffNotifications,
} from '../../db/schema-notifications';

/** The bell shows the newest entries; older ones are reached through the booking pages. */
export const BELL_PAGE_SIZE = 30;

export function createStaffNotificationsRepository(db: Db) {
  return {
    /** The hotel's newest entries with the user's read marks, and the user's unread count. */
    async list(
      hotelId: string,
      userId: string,
    ): Promise<{ items: StaffNotification[]; unread: number }> {
      const readByUser = and(
        eq(staffNotificationReads.notificationId, staffNotifications.id),
        eq(staffNotificationReads.userId, userId),
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: staffNotifications.id,
            kind: staffNotifications.kind,
            bookingId: staffNotifications.bookingId,
            bookingNumber: bookings.number,
            firstName: guests.firstName,
            lastName: guests.lastName,
            message: guestNotifications.message,
            gateway: guestNotifications.gateway,
            reason: guestNotifications.reason,
            source: staffNotifications.source,
            createdAt: staffNotifications.createdAt,
            readAt: staffNotificationReads.readAt,
          })
          .from(staffNotifications)
          .innerJoin(bookings, eq(bookings.id, staffNotifications.bookingId))
          .leftJoin(
            guestNotifications,
            eq(guestNotifications.id, staffNotifications.guestNotificationId),
          )
          // The guest the message was for; for a received booking, its main guest.
          .leftJoin(
            guests,
            eq(guests.id, sql`coalesce(${guestNotifications.guestId}, ${bookings.mainGuestId})`),
          )
          .leftJoin(staffNotificationReads, readByUser)
          .where(eq(staffNotifications.hotelId, hotelId))
          .orderBy(desc(staffNotifications.createdAt), desc(staffNotifications.id))
          .limit(BELL_PAGE_SIZE),
        db
          .select({ unread: sql<number>`count(*)::int` })
          .from(staffNotifications)
          .leftJoin(staffNotificationReads, readByUser)
          .where(
            and(
              eq(staffNotifications.hotelId, hotelId),
              sql`${staffNotificationReads.notificationId} is null`,
            ),
          ),
      ]);
      return {
        unread: count?.unread ?? 0,
        items: rows.map((row) => ({
          _id: row.id,
          kind: row.kind,
          bookingId: row.bookingId,
          bookingNumber: row.bookingNumber,
          guestName: [row.firstName, row.lastName].filter(Boolean).join(' '),
          message: row.message,
          gateway: row.gateway,
          reason: row.reason,
          source: row.source,
          createdAt: row.createdAt.toISOString(),
          read: row.readAt !== null,
        })),
      };
    },

    /** Marks the given entries of this hotel (or all of them) read for the user. */
    async markRead(hotelId: string, userId: string, target: { ids?: string[]; all?: boolean }) {
      if (!target.all && !target.ids?.length) return;
      await db.execute(sql`
        insert into ${staffNotificationReads} (notification_id, user_id)
        select ${staffNotifications.id}, ${userId} from ${staffNotifications}
        where ${and(
          eq(staffNotifications.hotelId, hotelId),
          target.all ? undefined : inArray(staffNotifications.id, target.ids!),
        )}
        on conflict do nothing`);
    },
  };
}

/** A booking that arrived from outside the desk (public page, channel, API) rings the bell once. */
export async function recordBookingReceived(
  tx: Tx | Db,
  entry: { hotelId: string; bookingId: string; source: string },
) {
  await tx
    .insert(staffNotifications)
    .values({
      hotelId: entry.hotelId,
      kind: 'booking_received',
      bookingId: entry.bookingId,
      source: entry.source,
    })
    .onConflictDoNothing();
}

/** The booking's door access could not be set up at the lock provider (the sync gave up). */
export async function recordLockSyncFailed(
  tx: Tx | Db,
  entry: { hotelId: string; bookingId: string },
) {
  await tx
    .insert(staffNotifications)
    .values({ hotelId: entry.hotelId, kind: 'lock_sync_failed', bookingId: entry.bookingId });
}

/**
 * A channel reservation was stored unassigned because its room or room type was taken: the bell
 * says so once per booking.
 */
export async function recordChannelConflict(
  tx: Tx | Db,
  entry: { hotelId: string; bookingId: string; source: string },
) {
  await tx
    .insert(staffNotifications)
    .values({
      hotelId: entry.hotelId,
      kind: 'channel_conflict',
      bookingId: entry.bookingId,
      source: entry.source,
    })
    // The partial unique index keeps one entry per booking, even for concurrent deliveries.
    .onConflictDoNothing();
}
