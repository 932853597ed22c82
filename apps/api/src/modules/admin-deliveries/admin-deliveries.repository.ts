import { and, count, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { DeliveryReason, DeliveryStatus } from '@hotel/shared/guest-notifications';
import type { Db } from '../../db/client';
import { hotels } from '../../db/schema';
import { bookings } from '../../db/schema-bookings';
import { guestNotifications } from '../../db/schema-notifications';

export interface DeliveryFilters {
  hotelId?: string;
  status?: DeliveryStatus;
  reason?: DeliveryReason;
  gateway?: (typeof guestNotifications.$inferSelect)['gateway'];
  message?: (typeof guestNotifications.$inferSelect)['message'];
  /** Due at or after. */
  from?: Date;
  /** Due before. */
  to?: Date;
}

const deliveryColumns = {
  row: guestNotifications,
  hotelName: hotels.name,
  bookingNumber: bookings.number,
};

export type DeliveryListRow = {
  row: typeof guestNotifications.$inferSelect;
  hotelName: string;
  bookingNumber: number;
};

function whereOf(filters: DeliveryFilters) {
  return and(
    filters.hotelId ? eq(guestNotifications.hotelId, filters.hotelId) : undefined,
    filters.status ? eq(guestNotifications.status, filters.status) : undefined,
    filters.reason ? eq(guestNotifications.reason, filters.reason) : undefined,
    filters.gateway ? eq(guestNotifications.gateway, filters.gateway) : undefined,
    filters.message ? eq(guestNotifications.message, filters.message) : undefined,
    filters.from ? gte(guestNotifications.scheduledFor, filters.from) : undefined,
    filters.to ? lt(guestNotifications.scheduledFor, filters.to) : undefined,
  );
}

export function createAdminDeliveriesRepository(db: Db) {
  const selectDeliveries = () =>
    db
      .select(deliveryColumns)
      .from(guestNotifications)
      .innerJoin(hotels, eq(hotels.id, guestNotifications.hotelId))
      .innerJoin(bookings, eq(bookings.id, guestNotifications.bookingId));

  return {
    /**
     * Newest due first. With a status, guest_notifications_due_idx (status, scheduled_for)
     * serves filter and order; the other filters narrow what it reads.
     */
    async list(filters: DeliveryFilters, page: number, limit: number) {
      const where = whereOf(filters);
      const [items, [total]] = await Promise.all([
        selectDeliveries()
          .where(where)
          .orderBy(desc(guestNotifications.scheduledFor), desc(guestNotifications.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(guestNotifications).where(where),
      ]);
      return { items: items as DeliveryListRow[], total: total?.value ?? 0 };
    },

    async find(id: string): Promise<DeliveryListRow | undefined> {
      const [row] = await selectDeliveries().where(eq(guestNotifications.id, id));
      return row;
    },

    /** The delivery's hotel, its name for the audit entry. */
    async hotelOf(id: string): Promise<{ id: string; name: string } | undefined> {
      const [row] = await db
        .select({ id: hotels.id, name: hotels.name })
        .from(guestNotifications)
        .innerJoin(hotels, eq(hotels.id, guestNotifications.hotelId))
        .where(eq(guestNotifications.id, id));
      return row;
    },

    /**
     * One grouped query: per hotel and reason, how many deliveries were due in the window (not
     * those still ahead) and how many of them failed or went unsent. Rows without a reason
     * carry the hotel's others.
     */
    async reasonCounts(since: Date, until: Date) {
      return db
        .select({
          hotelId: guestNotifications.hotelId,
          hotelName: hotels.name,
          reason: guestNotifications.reason,
          total: count(),
          failed:
            sql<number>`count(*) filter (where ${guestNotifications.status} = 'failed')`.mapWith(
              Number,
            ),
          unsent:
            sql<number>`count(*) filter (where ${guestNotifications.status} = 'unsent')`.mapWith(
              Number,
            ),
        })
        .from(guestNotifications)
        .innerJoin(hotels, eq(hotels.id, guestNotifications.hotelId))
        .where(
          and(
            gte(guestNotifications.scheduledFor, since),
            lte(guestNotifications.scheduledFor, until),
          ),
        )
        .groupBy(guestNotifications.hotelId, hotels.name, guestNotifications.reason);
    },
  };
}

export type AdminDeliveriesRepository = ReturnType<typeof createAdminDeliveriesRepository>;
