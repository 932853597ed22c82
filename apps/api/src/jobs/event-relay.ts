import { createHash } from 'node:crypto';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { domainEvents, handledEvents } from '../db/schema-bookings';
import {
  defineQueue,
  eventQueueName,
  type DomainEvent,
  type EventHandlerDefinition,
  type QueueDefinition,
} from './registry';
import { txExecutor } from './tx-executor';

const RELAY_BATCH_SIZE = 100;

/** The same (handler, event) always gives the same job id, so relaying an event twice adds no job. */
function eventJobId(handler: string, eventId: string) {
  const hex = createHash('sha256').update(`${handler}\u0000${eventId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The transactional outbox's relay: takes the oldest unprocessed events (rows other relays
 * hold are skipped, not waited for), enqueues one job per subscribed handler and event, and
 * marks the events processed, all in one transaction. Returns how many events it took.
 */
export async function relayEvents(
  db: Db,
  boss: PgBoss,
  handlers: EventHandlerDefinition[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const events = await tx
      .select({ id: domainEvents.id, hotelId: domainEvents.hotelId, type: domainEvents.type })
      .from(domainEvents)
      .where(isNull(domainEvents.processedAt))
      .orderBy(asc(domainEvents.createdAt), asc(domainEvents.id))
      .limit(RELAY_BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (events.length === 0) return 0;
    const jobs = events.flatMap((event) =>
      handlers
        .filter((handler) => handler.eventTypes.includes(event.type))
        .map((handler) => ({
          id: eventJobId(handler.name, event.id),
          name: eventQueueName(handler.name),
          data: { eventId: event.id, hotelId: event.hotelId },
        })),
    );
    if (jobs.length > 0) await boss.insert(jobs, { db: txExecutor(tx) });
    await tx
      .update(domainEvents)
      .set({ processedAt: new Date() })
      .where(
        inArray(
          domainEvents.id,
          events.map((event) => event.id),
        ),
      );
    return events.length;
  });
}

/**
 * The queue behind an event handler. Its effect and the (handler, event id) row commit
 * together: a redelivered event finds the row and is skipped, a crash rolls both back.
 */
export function eventHandlerQueue(
  db: Db,
  handler: EventHandlerDefinition,
  options: { testDelayMs: number },
): QueueDefinition {
  return defineQueue<{ eventId: string; hotelId: string }>({
    name: eventQueueName(handler.name),
    retryLimit: 5,
    retryDelaySeconds: 2,
    // Handlers are short; longer work (a channel call) sends a job of its own.
    expireInSeconds: 60,
    async handle({ eventId }) {
      await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(handledEvents)
          .values({ handler: handler.name, eventId })
          .onConflictDoNothing()
          .returning({ eventId: handledEvents.eventId });
        if (claimed.length === 0) return;
        const [event] = await tx
          .select({
            id: domainEvents.id,
            hotelId: domainEvents.hotelId,
            type: domainEvents.type,
            payload: domainEvents.payload,
            createdAt: domainEvents.createdAt,
          })
          .from(domainEvents)
          .where(eq(domainEvents.id, eventId));
        // Gone with its hotel: nothing left to act on.
        if (!event) return;
        await handler.handle(event satisfies DomainEvent, tx);
        if (options.testDelayMs > 0) {
          await new Promise((resolve) => setTimeout(resolve, options.testDelayMs));
        }
      });
    },
  });
}
