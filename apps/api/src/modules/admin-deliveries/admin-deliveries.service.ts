import type { z } from 'zod';
import type {
  AdminDelivery,
  AdminDeliveryHotelSummary,
  AdminDeliveryPage,
  AdminDeliverySummary,
  adminDeliveryListQuerySchema,
} from '@hotel/shared/contracts/admin-deliveries';
import type { DeliveryReason } from '@hotel/shared/guest-notifications';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../access';
import { auditActorOf, recordAdminChange } from '../admin-audit';
import type { GuestNotificationsService } from '../guest-notifications';
import {
  createAdminDeliveriesRepository,
  type DeliveryListRow,
} from './admin-deliveries.repository';
import { maskRecipient } from './recipient-mask';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The summary names the hotels that stand out; a platform's long tail is in the list. */
const SUMMARY_HOTELS = 50;

function toDelivery({ row, hotelName, bookingNumber }: DeliveryListRow): AdminDelivery {
  return {
    id: row.id,
    hotel: { id: row.hotelId, name: hotelName },
    booking: { id: row.bookingId, number: bookingNumber },
    message: row.message,
    gateway: row.gateway,
    status: row.status,
    reason: row.reason,
    provider: row.provider,
    recipient: maskRecipient(row.recipient),
    attempts: row.attempts,
    scheduledFor: row.scheduledFor.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    resendOf: row.resendOf,
  };
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** /admin/guest_notification: every hotel's deliveries, their failure counts, and "Resend". */
export function createAdminDeliveriesService(deps: {
  db: Db;
  guestNotifications: Pick<GuestNotificationsService, 'resend'>;
  clock?: () => Date;
}) {
  const repository = createAdminDeliveriesRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());

  return {
    async list(query: z.output<typeof adminDeliveryListQuerySchema>): Promise<AdminDeliveryPage> {
      const { page, limit, from, to, ...filters } = query;
      const result = await repository.list(
        {
          ...filters,
          from: from ? startOfDay(from) : undefined,
          to: to ? new Date(startOfDay(to).getTime() + DAY_MS) : undefined,
        },
        page,
        limit,
      );
      return { items: result.items.map(toDelivery), total: result.total, page, limit };
    },

    async summary(days: number): Promise<AdminDeliverySummary> {
      const now = clock();
      const since = new Date(now.getTime() - days * DAY_MS);
      const byHotel = new Map<string, AdminDeliveryHotelSummary>();
      for (const group of await repository.reasonCounts(since, now)) {
        const hotel = byHotel.get(group.hotelId) ?? {
          hotel: { id: group.hotelId, name: group.hotelName },
          total: 0,
          failed: 0,
          unsent: 0,
          reasons: [],
        };
        hotel.total += group.total;
        hotel.failed += group.failed;
        hotel.unsent += group.unsent;
        const notDelivered = group.failed + group.unsent;
        if (group.reason && notDelivered > 0) {
          hotel.reasons.push({ reason: group.reason as DeliveryReason, count: notDelivered });
        }
        byHotel.set(group.hotelId, hotel);
      }
      const hotels = [...byHotel.values()]
        .filter((hotel) => hotel.failed + hotel.unsent > 0)
        .map((hotel) => ({
          ...hotel,
          reasons: hotel.reasons.sort(
            (a, b) => b.count - a.count || a.reason.localeCompare(b.reason),
          ),
        }))
        .sort(
          (a, b) =>
            b.failed - a.failed || b.unsent - a.unsent || a.hotel.name.localeCompare(b.hotel.name),
        )
        .slice(0, SUMMARY_HOTELS);
      return { days, since: since.toISOString(), hotels };
    },

    /**
     * Exactly the hotel's own "Resend" (same refusals: a closed booking; same outcome: unsent
     * with its reason when the guest has no address), with the super admin as who asked. The
     * audit entry is the hotel's (the trail has no subject of its own for deliveries) and
     * commits with the new delivery.
     */
    async resend(id: string, user: AuthUser): Promise<AdminDelivery> {
      const hotel = await repository.hotelOf(id);
      if (!hotel) throw new AppError('NOT_FOUND', 'errors.guestNotificationNotFound');
      const sender = { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
      const created = await deps.guestNotifications.resend(hotel.id, id, sender, {
        inTransaction: (tx, row) =>
          recordAdminChange(tx, {
            actor: auditActorOf(user),
            subject: 'hotel',
            action: 'delivery.resent',
            hotelId: hotel.id,
            label: hotel.name,
            before: null,
            after: {
              deliveryId: row.id,
              resendOf: row.resendOf,
              message: row.message,
              gateway: row.gateway,
            },
          }),
      });
      return toDelivery((await repository.find(created._id))!);
    },
  };
}

export type AdminDeliveriesService = ReturnType<typeof createAdminDeliveriesService>;
