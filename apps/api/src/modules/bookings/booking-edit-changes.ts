import type { BookingChangeRow, BookingRow } from '../../db/schema-bookings';
import type { RoomTypeRow } from '../../db/schema-setup';
import type { Tx } from '../../db/client';
import { roomSnapshot, roomTypeSnapshot, serviceSnapshots } from './booking-history-snapshots';
import {
  findGuestSnapshot,
  findRoomSnapshot,
  findRoomTypeSnapshot,
} from './booking-snapshots.repository';
import type { StayRoom } from './booking-stay-check.repository';

/** A booking as a PUT leaves it, with the rows its references were checked against. */
export interface EditedBooking {
  roomType: RoomTypeRow;
  room: StayRoom | null;
  mainGuestId: string | null;
  services: readonly { _id: string; name: string }[];
  arrival: string;
  departure: string;
  adults: number;
  kids: number;
  extraBeds: number;
  price: number;
  isPriceOverridden: boolean;
  notice: string;
}

interface Compared {
  from: unknown;
  to: unknown;
  /** How a changed reference is written to the history (see booking-history-snapshots). */
  shown?: () => Promise<{ from: unknown; to: unknown }>;
}

const sortedIds = (items: readonly { _id: string }[]) => items.map((item) => item._id).sort();

/**
 * The fields a PUT changes, in form order, for the history. Values are compared by id; only a
 * changed reference is looked up and written as a snapshot.
 */
export async function bookingEditChanges(
  tx: Tx,
  before: BookingRow,
  servicesBefore: readonly { _id: string; name: string }[],
  after: EditedBooking,
): Promise<BookingChangeRow[]> {
  const compared: Record<string, Compared> = {
    roomType: {
      from: before.roomTypeId,
      to: after.roomType.id,
      shown: async () => ({
        from: await findRoomTypeSnapshot(tx, before.roomTypeId),
        to: roomTypeSnapshot(after.roomType),
      }),
    },
    room: {
      from: before.roomId,
      to: after.room?.id ?? null,
      shown: async () => ({
        from: await findRoomSnapshot(tx, before.roomId),
        to: after.room && roomSnapshot(after.room),
      }),
    },
    arrival: { from: before.arrival, to: after.arrival },
    departure: { from: before.departure, to: after.departure },
    adults: { from: before.adults, to: after.adults },
    kids: { from: before.kids, to: after.kids },
    extraBeds: { from: before.extraBeds, to: after.extraBeds },
    mainGuest: {
      from: before.mainGuestId,
      to: after.mainGuestId,
      shown: async () => ({
        from: await findGuestSnapshot(tx, before.mainGuestId),
        to: await findGuestSnapshot(tx, after.mainGuestId),
      }),
    },
    services: {
      from: sortedIds(servicesBefore),
      to: sortedIds(after.services),
      shown: () =>
        Promise.resolve({
          from: serviceSnapshots(servicesBefore),
          to: serviceSnapshots(after.services),
        }),
    },
    price: { from: before.price, to: after.price },
    isPriceOverridden: { from: before.priceOverridden, to: after.isPriceOverridden },
    notice: { from: before.notice, to: after.notice },
  };
  const changes: BookingChangeRow[] = [];
  for (const [field, value] of Object.entries(compared)) {
    if (JSON.stringify(value.from) === JSON.stringify(value.to)) continue;
    const { from, to } = value.shown ? await value.shown() : value;
    changes.push({ field, from, to });
  }
  return changes;
}
