import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { RoomServiceKind, RoomServiceStatus } from '@hotel/shared/room-service-status';
import { naturalCompare } from '../../lib/natural-compare';
import type { Db, Tx } from '../../db/client';
import { bookings, guests } from '../../db/schema-bookings';
import { roomServices, type RoomServiceRow } from '../../db/schema-operations';
import { rooms, roomTypes } from '../../db/schema-setup';

export interface RoomServiceFilter {
  date?: string;
  statuses?: RoomServiceStatus[];
  kinds?: RoomServiceKind[];
  roomId?: string;
}

export type RoomServiceValues = Pick<
  typeof roomServices.$inferInsert,
  'roomId' | 'kind' | 'start' | 'end' | 'day' | 'notice' | 'createdBy'
>;

const columns = {
  service: roomServices,
  room: { id: rooms.id, number: rooms.number },
  roomType: { id: roomTypes.id, name: roomTypes.name, shortCode: roomTypes.shortCode },
  booking: { id: bookings.id, number: bookings.number },
  guest: { firstName: guests.firstName, lastName: guests.lastName },
};

export interface RoomServiceListRow {
  service: RoomServiceRow;
  room: { id: string; number: string };
  roomType: { id: string; name: string; shortCode: string };
  booking: { id: string; number: number } | null;
  guest: { firstName: string; lastName: string } | null;
}

/**
 * Every query is scoped by hotel (DESIGN decision 6). Each function takes the database or the
 * transaction its service opened (the bookings module's idiom); none opens one itself.
 */
const selectRows = (db: Db | Tx, condition: SQL | undefined) =>
  db
    .select(columns)
    .from(roomServices)
    .innerJoin(rooms, eq(rooms.id, roomServices.roomId))
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .leftJoin(bookings, eq(bookings.id, roomServices.bookingId))
    .leftJoin(guests, eq(guests.id, bookings.mainGuestId))
    .where(condition);

function listCondition(hotelId: string, filter: RoomServiceFilter) {
  return and(
    eq(roomServices.hotelId, hotelId),
    filter.date ? eq(roomServices.day, filter.date) : undefined,
    filter.statuses?.length ? inArray(roomServices.status, filter.statuses) : undefined,
    filter.kinds?.length ? inArray(roomServices.kind, filter.kinds) : undefined,
    filter.roomId ? eq(roomServices.roomId, filter.roomId) : undefined,
  );
}

/**
 * One day's board comes in natural room order (a day holds at most a few records per room, so
 * it is sorted here); without a date, the newest records first.
 */
export async function listRoomServices(
  db: Db | Tx,
  hotelId: string,
  filter: RoomServiceFilter,
  paging: { page: number; limit: number },
): Promise<{ rows: RoomServiceListRow[]; total: number }> {
  const condition = listCondition(hotelId, filter);
  const offset = (paging.page - 1) * paging.limit;
  if (filter.date) {
    const rows = await selectRows(db, condition);
    rows.sort(
      (a, b) =>
        naturalCompare(a.room.number, b.room.number) ||
        a.service.start.getTime() - b.service.start.getTime(),
    );
    return { rows: rows.slice(offset, offset + paging.limit), total: rows.length };
  }
  const rows = await selectRows(db, condition)
    .orderBy(desc(roomServices.start), desc(roomServices.createdAt), desc(roomServices.id))
    .limit(paging.limit)
    .offset(offset);
  const total = await db.$count(roomServices, condition);
  return { rows, total };
}

export async function findRoomService(
  db: Db | Tx,
  hotelId: string,
  id: string,
): Promise<RoomServiceListRow | undefined> {
  const [row] = await selectRows(
    db,
    and(eq(roomServices.hotelId, hotelId), eq(roomServices.id, id)),
  );
  return row;
}

/** The record locked for this transaction, so two status clicks cannot interleave. */
export async function lockRoomService(tx: Tx, hotelId: string, id: string) {
  const [row] = await tx
    .select()
    .from(roomServices)
    .where(and(eq(roomServices.hotelId, hotelId), eq(roomServices.id, id)))
    .for('update');
  return row;
}

export async function insertRoomService(db: Db | Tx, hotelId: string, values: RoomServiceValues) {
  const [row] = await db
    .insert(roomServices)
    .values({ ...values, hotelId })
    .returning({ id: roomServices.id });
  return row!;
}

export async function updateRoomService(
  db: Db | Tx,
  hotelId: string,
  id: string,
  values: Partial<Pick<RoomServiceRow, 'status' | 'notice' | 'doneAt'>>,
) {
  await db
    .update(roomServices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(roomServices.hotelId, hotelId), eq(roomServices.id, id)));
}

export async function roomExists(db: Db | Tx, hotelId: string, roomId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.id, roomId)));
  return Boolean(row);
}
