import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_HOTEL_SETTING } from '@hotel/shared/contracts/hotel';
import { cleaningWindow, ensureCleaningRecords } from '../modules/room-service';
import type { Db } from '../db/client';
import { roomServices } from '../db/schema-operations';
import { rooms } from '../db/schema-setup';

/**
 * Today's housekeeping board of the demo hotel: the automatic departure and stay-over
 * records of the seeded stays, a few already being worked on, and one manual request, so the
 * board looks in use on first start. Runs inside seedDemoData's transaction.
 */
export async function seedDemoHousekeeping(
  tx: Db,
  hotel: { id: string },
  owner: { id: string },
  today: string,
  now: Date,
): Promise<void> {
  await ensureCleaningRecords(tx, hotel.id, today);
  const records = await tx
    .select({ id: roomServices.id, kind: roomServices.kind })
    .from(roomServices)
    .innerJoin(rooms, eq(rooms.id, roomServices.roomId))
    .where(eq(roomServices.hotelId, hotel.id))
    .orderBy(asc(rooms.number));
  const departures = records.filter((record) => record.kind === 'departure');
  const stayOvers = records.filter((record) => record.kind === 'stay_over');
  const progress = [
    { record: departures[0], status: 'done', notice: 'Minibar aufgefüllt' },
    { record: departures[1], status: 'in_progress', notice: 'Bettwäsche wird gewechselt' },
    { record: stayOvers[0], status: 'done', notice: 'Handtücher gewechselt' },
  ] as const;
  for (const { record, status, notice } of progress) {
    if (!record) continue;
    await tx
      .update(roomServices)
      .set({ status, notice, doneAt: status === 'done' ? now : null, updatedAt: now })
      .where(and(eq(roomServices.hotelId, hotel.id), eq(roomServices.id, record.id)));
  }

  // A request from the front desk, for the first room in number order.
  const [firstRoom] = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(eq(rooms.hotelId, hotel.id))
    .orderBy(asc(rooms.number))
    .limit(1);
  if (!firstRoom) return;
  const { start, end } = cleaningWindow(today, DEFAULT_HOTEL_SETTING);
  await tx.insert(roomServices).values({
    hotelId: hotel.id,
    roomId: firstRoom.id,
    kind: 'manual',
    start,
    end,
    day: today,
    notice: 'Heizkörper prüfen, der Gast meldet, dass er kalt bleibt',
    createdBy: owner.id,
  });
}
