import { and, count, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { WebhookEvent } from '@hotel/shared/contracts/webhooks';
import type { Db } from '../../db/client';
import { hotels } from '../../db/schema';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema-integrations';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
type NewDelivery = Omit<typeof webhookDeliveries.$inferInsert, 'id'> & { id: string };

/** Endpoints and their deliveries; every query scoped by hotel. `db` may be a transaction. */
export function createWebhooksRepository(db: Db) {
  const endpointOf = (hotelId: string, id: string) =>
    and(eq(webhookEndpoints.hotelId, hotelId), eq(webhookEndpoints.id, id));

  return {
    async listEndpoints(hotelId: string) {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.hotelId, hotelId))
        .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
    },

    /** The newest delivery of each of these endpoints. */
    async lastDeliveries(hotelId: string, endpointIds: string[]) {
      if (endpointIds.length === 0) return [];
      return db
        .selectDistinctOn([webhookDeliveries.endpointId])
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.hotelId, hotelId),
            inArray(webhookDeliveries.endpointId, endpointIds),
          ),
        )
        .orderBy(
          webhookDeliveries.endpointId,
          desc(webhookDeliveries.createdAt),
          desc(webhookDeliveries.id),
        );
    },

    async findEndpoint(hotelId: string, id: string) {
      const [row] = await db.select().from(webhookEndpoints).where(endpointOf(hotelId, id));
      return row;
    },

    /**
     * How many endpoints the hotel has, with the hotel's row locked until the transaction
     * ends: two owners adding the tenth endpoint at once cannot both get through.
     */
    async countEndpointsLocked(hotelId: string): Promise<number> {
      await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).for('update');
      const [row] = await db
        .select({ total: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.hotelId, hotelId));
      return row?.total ?? 0;
    },

    async insertEndpoint(values: typeof webhookEndpoints.$inferInsert) {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      return row!;
    },

    async updateEndpoint(
      hotelId: string,
      id: string,
      values: Pick<WebhookEndpointRow, 'events' | 'description' | 'enabled'>,
    ) {
      const [row] = await db
        .update(webhookEndpoints)
        .set(values)
        .where(endpointOf(hotelId, id))
        .returning();
      return row;
    },

    /** Its deliveries go with it (foreign key cascade). */
    async deleteEndpoint(hotelId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(webhookEndpoints)
        .where(endpointOf(hotelId, id))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    /** The hotel's enabled endpoints that subscribed to the event. */
    async subscribedEndpoints(hotelId: string, event: WebhookEvent) {
      return db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.hotelId, hotelId),
            eq(webhookEndpoints.enabled, true),
            sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
          ),
        );
    },

    /**
     * Records a delivery; false when the endpoint already has one for this domain event (an
     * event delivered twice by the relay gives one delivery).
     */
    async insertDelivery(values: NewDelivery): Promise<boolean> {
      const rows = await db
        .insert(webhookDeliveries)
        .values(values)
        .onConflictDoNothing({
          target: [webhookDeliveries.endpointId, webhookDeliveries.domainEventId],
          where: sql`${webhookDeliveries.domainEventId} is not null`,
        })
        .returning({ id: webhookDeliveries.id });
      return rows.length > 0;
    },

    async listDeliveries(hotelId: string, endpointId: string, limit: number) {
      return db
        .select()
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.hotelId, hotelId), eq(webhookDeliveries.endpointId, endpointId)),
        )
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit);
    },

    async findDelivery(hotelId: string, endpointId: string, id: string) {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.hotelId, hotelId),
            eq(webhookDeliveries.endpointId, endpointId),
            eq(webhookDeliveries.id, id),
          ),
        );
      return row;
    },

    /** A delivery with where it goes; undefined once its endpoint is deleted. */
    async deliveryToSend(hotelId: string, id: string) {
      const [row] = await db
        .select({
          delivery: webhookDeliveries,
          url: webhookEndpoints.url,
          enabled: webhookEndpoints.enabled,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(eq(webhookDeliveries.hotelId, hotelId), eq(webhookDeliveries.id, id)));
      return row;
    },

    /**
     * Deletes the deliveries (with the booking and guest data of their bodies) created before
     * `before` and those beyond an endpoint's newest `keepPerEndpoint`, across all hotels;
     * pending ones stay until they end. Answers how many went.
     */
    async pruneDeliveries(before: Date, keepPerEndpoint: number): Promise<number> {
      const ranked = db
        .select({
          id: webhookDeliveries.id,
          rank: sql<number>`row_number() over (partition by ${webhookDeliveries.endpointId} order by ${webhookDeliveries.createdAt} desc, ${webhookDeliveries.id} desc)`.as(
            'rank',
          ),
        })
        .from(webhookDeliveries)
        .as('ranked');
      const beyondNewest = db
        .select({ id: ranked.id })
        .from(ranked)
        .where(gt(ranked.rank, keepPerEndpoint));
      const rows = await db
        .delete(webhookDeliveries)
        .where(
          and(
            ne(webhookDeliveries.status, 'pending'),
            or(
              lt(webhookDeliveries.createdAt, before),
              inArray(webhookDeliveries.id, beyondNewest),
            ),
          ),
        )
        .returning({ id: webhookDeliveries.id });
      return rows.length;
    },

    async recordAttempt(
      id: string,
      values: Pick<WebhookDeliveryRow, 'status' | 'responseStatus' | 'lastError'> & {
        at: Date;
        /** Whether this was a try (false: not sent at all, e.g. the endpoint was disabled). */
        tried: boolean;
      },
    ) {
      await db
        .update(webhookDeliveries)
        .set({
          status: values.status,
          lastError: values.lastError,
          // Not sent: the previous try's answer stays in the log.
          ...(values.tried
            ? {
                attempts: sql`${webhookDeliveries.attempts} + 1`,
                lastAttemptAt: values.at,
                responseStatus: values.responseStatus,
              }
            : {}),
          ...(values.status === 'delivered' ? { deliveredAt: values.at } : {}),
        })
        .where(eq(webhookDeliveries.id, id));
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
