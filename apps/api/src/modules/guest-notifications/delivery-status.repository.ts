import { and, eq, sql } from 'drizzle-orm';
import type { DeliveryReason, SmsProvider } from '@hotel/shared/guest-notifications';
import type { Db, Tx } from '../../db/client';
import { guestNotifications, staffNotifications } from '../../db/schema-notifications';

/**
 * The one way a notification's delivery ends: delivered, or failed with one reason of the
 * catalogue. A failure also puts an entry in the hotel's bell (once per notification, however
 * often the provider reports it).
 */
export function createDeliveryStatusRepository(db: Db | Tx) {
  async function markFailed(id: string, reason: DeliveryReason, tx: Db | Tx = db) {
    const [row] = await tx
      .update(guestNotifications)
      .set({ status: 'failed', reason, updatedAt: new Date() })
      .where(eq(guestNotifications.id, id))
      .returning({ hotelId: guestNotifications.hotelId, bookingId: guestNotifications.bookingId });
    if (!row) return;
    await tx
      .insert(staffNotifications)
      .values({
        hotelId: row.hotelId,
        kind: 'delivery_failed',
        bookingId: row.bookingId,
        guestNotificationId: id,
      })
      .onConflictDoNothing();
  }

  return {
    markFailed,

    async markDelivered(id: string, at = new Date()) {
      await db
        .update(guestNotifications)
        .set({ status: 'delivered', reason: null, deliveredAt: at, updatedAt: at })
        .where(eq(guestNotifications.id, id));
    },

    /**
     * A provider's delivery report (webhook), matched by the provider's message id within the
     * hotel the webhook URL names. Only a message still `sending` changes: reports can arrive
     * twice or out of order, and a final status stays. Returns whether a message matched.
     */
    async applyReport(report: {
      hotelId: string;
      provider: SmsProvider;
      providerMessageId: string;
      outcome: { status: 'delivered' } | { status: 'failed'; reason: DeliveryReason };
      at?: Date;
    }): Promise<boolean> {
      const at = report.at ?? new Date();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: guestNotifications.id, status: guestNotifications.status })
          .from(guestNotifications)
          .where(
            and(
              eq(guestNotifications.hotelId, report.hotelId),
              eq(guestNotifications.provider, report.provider),
              eq(guestNotifications.providerMessageId, report.providerMessageId),
            ),
          )
          .for('update');
        if (!row) return false;
        if (row.status !== 'sending') return true;
        if (report.outcome.status === 'delivered') {
          await tx
            .update(guestNotifications)
            .set({ status: 'delivered', deliveredAt: at, updatedAt: at })
            .where(eq(guestNotifications.id, row.id));
        } else {
          await markFailed(row.id, report.outcome.reason, tx);
        }
        return true;
      });
    },

    /** A try that failed but will be tried again: counted, status stays. */
    async countAttempt(id: string) {
      await db
        .update(guestNotifications)
        .set({ attempts: sql`${guestNotifications.attempts} + 1`, updatedAt: new Date() })
        .where(eq(guestNotifications.id, id));
    },
  };
}

export type DeliveryStatusRepository = ReturnType<typeof createDeliveryStatusRepository>;
