import { eachNight } from '@hotel/shared/stay-dates';
import type { Db, Tx } from '../../db/client';
import { isExclusionViolation } from '../../db/errors';
import type { RoomTypeRow } from '../../db/schema-setup';
import { AppError } from '../../lib/app-error';
import {
  findHoldingStays,
  findInventory,
  findRoomConflict,
  roomIdsOfType,
} from './booking-availability.repository';

export interface StayToCheck {
  hotelId: string;
  roomTypeId: string;
  roomId: string | null;
  arrival: string;
  departure: string;
  /** The booking being edited does not count against itself. */
  excludeBookingId?: string;
}

/** How many of these stays hold the given night ([arrival, departure)). */
function heldOn(stays: readonly { arrival: string; departure: string }[], night: string) {
  return stays.filter((stay) => stay.arrival <= night && stay.departure > night).length;
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
  const typeRooms = await roomIdsOfType(tx, roomType.id);
  if (typeRooms.length === 0) {
    throw new AppError('CONFLICT', 'errors.roomTypeHasNoRooms', {
      params: { roomType: roomType.name },
    });
  }
  if (stay.roomId) {
    const conflict = await findRoomConflict(tx, { ...stay, roomId: stay.roomId });
    if (conflict) throw roomTakenError(conflict);
  }
  const held = await findHoldingStays(tx, { ...stay, roomTypeId: roomType.id });
  for (const night of eachNight(stay.arrival, stay.departure)) {
    const count = heldOn(held, night);
    if (count >= typeRooms.length) {
      throw new AppError('CONFLICT', 'errors.roomTypeSoldOut', {
        params: { roomType: roomType.name, date: night, count: typeRooms.length },
      });
    }
  }
}

/** Rooms held per room type on the nights of a stay, for GET /booking/availability. */
export async function availabilityFor(
  db: Db,
  hotelId: string,
  stay: { arrival: string; departure: string; excludeBooking?: string },
) {
  const [{ types, allRooms }, held] = await Promise.all([
    findInventory(db, hotelId),
    findHoldingStays(db, {
      hotelId,
      arrival: stay.arrival,
      departure: stay.departure,
      excludeBookingId: stay.excludeBooking,
    }),
  ]);
  const nights = eachNight(stay.arrival, stay.departure);
  return {
    roomTypes: types.map((type) => {
      const typeRooms = allRooms.filter((room) => room.roomTypeId === type.id);
      const typeHeld = held.filter((b) => b.roomTypeId === type.id);
      const busiest = Math.max(0, ...nights.map((night) => heldOn(typeHeld, night)));
      const takenRooms = new Set(typeHeld.map((b) => b.roomId));
      return {
        _id: type.id,
        available: Math.max(0, typeRooms.length - busiest),
        freeRoomIds: typeRooms.filter((room) => !takenRooms.has(room.id)).map((room) => room.id),
      };
    }),
  };
}
