import type { Db, Tx } from '../../db/client';
import { isExclusionViolation } from '../../db/errors';
import type { RoomTypeRow } from '../../db/schema-setup';
import { AppError } from '../../lib/app-error';
import { findRoomConflict } from './booking-availability.repository';
import { findStayConflicts } from './booking-stay-check.repository';

export interface StayToCheck {
  hotelId: string;
  roomTypeId: string;
  roomId: string | null;
  arrival: string;
  departure: string;
  /** The booking being edited does not count against itself. */
  excludeBookingId?: string;
}

export function roomTakenError(conflict: {
  room: string;
  arrival: string;
  departure: string;
  number: number;
}) {
  return new AppError('CONFLICT', 'errors.roomTaken', { params: conflict });
}

/**
 * A concurrent writer won the room between our check and our write (the exclusion constraint
 * refused the row): the same clear 409 naming the booking that holds it. That booking may be
 * canceled or moved again by the time we look; then the room is simply no longer available.
 */
export async function rethrowRoomTaken(
  db: Db,
  error: unknown,
  stay: { hotelId: string; roomId: string | null; arrival: string; departure: string },
  excludeBookingId?: string,
): Promise<never> {
  if (!isExclusionViolation(error, 'bookings_room_no_overlap') || !stay.roomId) throw error;
  const conflict = await findRoomConflict(db, { ...stay, roomId: stay.roomId, excludeBookingId });
  if (conflict) throw roomTakenError(conflict);
  throw new AppError('CONFLICT', 'errors.roomNoLongerAvailable');
}

/**
 * Checks, under the room type lock, that the type still has a room for every night and that
 * an assigned room is free. Unassigned bookings count against the type's inventory too.
 * `acceptOverbooking` leaves out the type's inventory (only a channel reservation the channel
 * already sold, stored unassigned as a conflict, may exceed it); an assigned room is checked.
 */
export async function assertAvailable(
  tx: Tx,
  roomType: RoomTypeRow,
  stay: StayToCheck,
  { acceptOverbooking = false } = {},
) {
  if (acceptOverbooking) {
    if (!stay.roomId) return;
    const conflict = await findRoomConflict(tx, { ...stay, roomId: stay.roomId });
    if (conflict) throw roomTakenError(conflict);
    return;
  }
  const { roomCount, roomConflict, soldOutNight } = await findStayConflicts(tx, {
    ...stay,
    roomTypeId: roomType.id,
  });
  if (roomCount === 0) {
    throw new AppError('CONFLICT', 'errors.roomTypeHasNoRooms', {
      params: { roomType: roomType.name },
    });
  }
  if (roomConflict) throw roomTakenError(roomConflict);
  if (soldOutNight) {
    throw new AppError('CONFLICT', 'errors.roomTypeSoldOut', {
      params: { roomType: roomType.name, date: soldOutNight, count: roomCount },
    });
  }
}
