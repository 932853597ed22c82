import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  addSimulatedLocks,
  createSimulatorLockProvider,
} from '../adapters/locks/simulator-lock-provider';
import type { Tx } from '../db/client';
import { hotels, type HotelRow } from '../db/schema';
import { bookings } from '../db/schema-bookings';
import { locks } from '../db/schema-locks';
import { rooms } from '../db/schema-setup';
import { reconcileBookingAccess } from '../modules/lock-access';

export const DEMO_ENTRANCE_LOCK = { providerId: 'sim-entrance', name: 'Haupteingang' };
export const demoRoomLockId = (roomNumber: string) => `sim-room-${roomNumber}`;

/**
 * Door locks for the demo (issue 15): a simulated lock on every room and the shared entrance
 * ("Haupteingang"), opened with the booking's code too (`additional_entrance`). The booked and
 * confirmed stays that have not ended get their grants in the simulator now, as the sync job
 * would give them, so the booking page shows access states and the quick-lock dialog has
 * doors to open. Runs last, inside the seed's transaction (the simulator writes there too).
 */
export async function seedDemoLocks(tx: Tx, hotel: HotelRow, today: string, now: Date) {
  await tx
    .update(hotels)
    .set({ setting: sql`${hotels.setting} || '{"additional_entrance": true}'::jsonb` })
    .where(eq(hotels.id, hotel.id));
  const roomRows = await tx
    .select({ id: rooms.id, number: rooms.number })
    .from(rooms)
    .where(eq(rooms.hotelId, hotel.id))
    .orderBy(asc(rooms.number));
  const roomLocks = roomRows.map((room) => ({
    providerId: demoRoomLockId(room.number),
    name: `Zimmer ${room.number}`,
    roomId: room.id,
  }));
  await addSimulatedLocks(
    tx,
    hotel.id,
    [...roomLocks, DEMO_ENTRANCE_LOCK].map(({ providerId, name }) => ({ providerId, name })),
  );
  await tx
    .insert(locks)
    .values([
      ...roomLocks.map((lock) => ({ hotelId: hotel.id, hardware: 'bwOnline' as const, ...lock })),
      { hotelId: hotel.id, hardware: 'bwOnline' as const, ...DEMO_ENTRANCE_LOCK, shared: true },
    ]);

  const current = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.hotelId, hotel.id),
        inArray(bookings.status, ['pending', 'checked_in']),
        gte(bookings.departure, today),
      ),
    )
    .orderBy(asc(bookings.arrival), asc(bookings.number));
  const provider = createSimulatorLockProvider(tx, hotel.id);
  for (const booking of current) {
    await reconcileBookingAccess({
      db: tx,
      provider,
      hotelId: hotel.id,
      bookingId: booking.id,
      now,
    });
  }
}
