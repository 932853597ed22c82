import { sql, type SQL } from 'drizzle-orm';
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

/** A change as recorded after a statement that made or found the booking. */
export type BookingChangeRecord = Omit<BookingChange, 'hotelId' | 'bookingId'>;

/**
 * The history entry (who, what from, what to) and the domain event of a change, as two CTEs,
 * `history` (returning the stored entry) and `event`, for a statement that defines
 * `changed_booking` (id, hotel_id, number, version) before them: the booking as the change left
 * it, so the event's payload carries the version the change produced.
 */
export function historyAndEventCtes(change: BookingChangeRecord): SQL {
  const actor = historyActorOf(change.principal);
  const payload = JSON.stringify({ ...change.data, actor: eventActor(change.principal) });
  return sql`
    history as (
      insert into ${bookingHistory}
        (booking_id, action, user_id, user_name, actor_kind, actor_id, changes)
      select id, ${change.action}, ${actor.kind === 'staff' ? actor.id : null}, ${actor.name},
        ${actor.kind}, ${actor.id}, ${JSON.stringify(change.changes ?? [])}::jsonb
      from changed_booking
      returning *
    ),
    event as (
      insert into ${domainEvents} (hotel_id, type, payload)
      select hotel_id, ${change.type}, ${payload}::jsonb || jsonb_build_object(
        'bookingId', id, 'number', number, 'version', version)
      from changed_booking
    )`;
}

/**
 * The one way a booking change is recorded: its history entry and its domain event, in one
 * statement inside the caller's transaction, so neither exists without the other or without the
 * change. The booking is read after the change (see historyAndEventCtes).
 */
export async function recordBookingChange(tx: Tx | Db, change: BookingChange) {
  const { hotelId, bookingId, ...record } = change;
  await tx.execute(sql`
    with changed_booking as (
      select ${bookings.id}, ${bookings.hotelId}, ${bookings.number}, ${bookings.version}
      from ${bookings}
      where ${bookings.id} = ${bookingId} and ${bookings.hotelId} = ${hotelId}
    ),
    ${historyAndEventCtes(record)}
    select 1`);
}
