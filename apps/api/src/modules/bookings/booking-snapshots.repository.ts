import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { guests } from '../../db/schema-bookings';
import { rooms, roomTypes } from '../../db/schema-setup';
import { guestSnapshot, roomSnapshot, roomTypeSnapshot } from './booking-history-snapshots';

/** How a referenced record reads now, for a history change (booking-history-snapshots.ts). */
export async function findRoomTypeSnapshot(tx: Tx | Db, id: string) {
  const [row] = await tx
    .select({ id: roomTypes.id, name: roomTypes.name })
    .from(roomTypes)
    .where(eq(roomTypes.id, id));
  return row ? roomTypeSnapshot(row) : null;
}

export async function findRoomSnapshot(tx: Tx | Db, id: string | null) {
  if (!id) return null;
  const [row] = await tx
    .select({ id: rooms.id, number: rooms.number })
    .from(rooms)
    .where(eq(rooms.id, id));
  return row ? roomSnapshot(row) : null;
}

export async function findGuestSnapshot(tx: Tx | Db, id: string | null) {
  if (!id) return null;
  const [row] = await tx.select().from(guests).where(eq(guests.id, id));
  return row ? guestSnapshot(row) : null;
}
