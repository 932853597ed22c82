import { sql } from 'drizzle-orm';
import type { DomainEventType } from '@hotel/shared/domain-events';
import type { Db, Tx } from '../../db/client';
import {
  bookingHistory,
  bookings,
  domainEvents,
  type BookingChangeRow,
} from '../../db/schema-bookings';
import { historyActorOf, type Principal } from '../../lib/principal';

/**
 * Who made a change, as the booking history stores it: the staff user's id also as user_id
 * (the column the history joined on before principals existed), the name as it read then.
 */
function historyColumns(principal: Principal) {
  const actor = historyActorOf(principal);
  return {
    userId: actor.kind === 'staff' ? actor.id : null,
    userName: actor.name,
    actorKind: actor.kind,
    actorId: actor.id,
  };
}

export async function writeHistory(
  tx: Tx | Db,
  bookingId: string,
  action: string,
  principal: Principal,
  changes: BookingChangeRow[] = [],
) {
  await tx
    .insert(bookingHistory)
    .values({ bookingId, action, ...historyColumns(principal), changes });
}

/** The same history entry on several bookings at once (a guest merge touches all of theirs). */
export async function writeHistoryOnEach(
  tx: Tx | Db,
  bookingIds: readonly string[],
  action: string,
  principal: Principal,
  changes: BookingChangeRow[],
) {
  if (bookingIds.length === 0) return;
  const columns = historyColumns(principal);
  await tx
    .insert(bookingHistory)
    .values(bookingIds.map((bookingId) => ({ bookingId, action, ...columns, changes })));
}

/**
 * How an event names who acted: staff and guests by id only (their names are personal data),
 * API keys and the system by their name, which is what subscribers filter on ("not from
 * Smoobu", "from the key 'Website'").
 */
function eventActor(principal: Principal) {
  const actor = historyActorOf(principal);
  return actor.kind === 'staff' || actor.kind === 'guest'
    ? { kind: actor.kind, id: actor.id }
    : { kind: actor.kind, id: actor.id, name: actor.name };
}

export interface BookingEvent {
  hotelId: string;
  bookingId: string;
  type: DomainEventType;
  actor: Principal;
  /** ids and from/to values of the change; never the access code or personal data. */
  data?: Record<string, unknown>;
}

/**
 * Writes the change's domain event into the outbox, in the caller's transaction, so the event
 * exists exactly when the change does. The booking's number and version are read in the same
 * statement, after the change, so the payload carries the version the change produced.
 */
export async function recordBookingEvent(tx: Tx | Db, event: BookingEvent) {
  const payload = JSON.stringify({ ...event.data, actor: eventActor(event.actor) });
  await tx.execute(sql`
    insert into ${domainEvents} (hotel_id, type, payload)
    select ${bookings.hotelId}, ${event.type},
      ${payload}::jsonb || jsonb_build_object(
        'bookingId', ${bookings.id}, 'number', ${bookings.number}, 'version', ${bookings.version})
    from ${bookings}
    where ${bookings.id} = ${event.bookingId} and ${bookings.hotelId} = ${event.hotelId}`);
}
