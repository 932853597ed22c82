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

/** One change of a booking: its history entry and its domain event. */
export interface BookingChange {
  hotelId: string;
  bookingId: string;
  principal: Principal;
  /** The history entry's action, e.g. `created`, `status`, `payment_added`. */
  action: string;
  changes?: BookingChangeRow[];
  /** The domain event's type (the outbox). */
  type: DomainEventType;
  /** ids and from/to values of the change; never the access code or personal data. */
  data?: Record<string, unknown>;
}

/**
 * The one way a booking change is recorded: the history entry (who, what from, what to) and the
 * domain event for subscribers, in one statement inside the caller's transaction, so neither
 * exists without the other or without the change. The event reads the booking's number and
 * version after the change, so its payload carries the version the change produced.
 */
export async function recordBookingChange(tx: Tx | Db, change: BookingChange) {
  const actor = historyActorOf(change.principal);
  const payload = JSON.stringify({ ...change.data, actor: eventActor(change.principal) });
  await tx.execute(sql`
    with history as (
      insert into ${bookingHistory}
        (booking_id, action, user_id, user_name, actor_kind, actor_id, changes)
      values (${change.bookingId}, ${change.action}, ${actor.kind === 'staff' ? actor.id : null},
        ${actor.name}, ${actor.kind}, ${actor.id}, ${JSON.stringify(change.changes ?? [])}::jsonb)
    )
    insert into ${domainEvents} (hotel_id, type, payload)
    select ${bookings.hotelId}, ${change.type},
      ${payload}::jsonb || jsonb_build_object(
        'bookingId', ${bookings.id}, 'number', ${bookings.number}, 'version', ${bookings.version})
    from ${bookings}
    where ${bookings.id} = ${change.bookingId} and ${bookings.hotelId} = ${change.hotelId}`);
}
