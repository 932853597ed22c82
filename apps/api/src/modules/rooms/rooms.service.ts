import type { z } from 'zod';
import type { Room, roomRequestSchema } from '@hotel/shared/contracts/rooms';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { RoomRow } from '../../db/schema-setup';
import { AppError, validationError } from '../../lib/app-error';
import { createRoomsRepository } from './rooms.repository';
import { bookingsOfRoom } from '../bookings';

type RoomInput = z.output<typeof roomRequestSchema>;

const notFound = () => new AppError('NOT_FOUND', 'errors.roomNotFound');
const numberTaken = (number: string) =>
  new AppError('CONFLICT', 'errors.roomNumberTaken', { params: { number } });

function toRoom(row: {
  room: RoomRow;
  roomType: { id: string; name: string; shortCode: string };
}): Room {
  return {
    _id: row.room.id,
    number: row.room.number,
    roomType: { _id: row.roomType.id, name: row.roomType.name, shortCode: row.roomType.shortCode },
    softwareNumber: row.room.softwareNumber,
    basePrice: row.room.basePrice,
    address: row.room.address,
    guestComment: row.room.guestComment,
  };
}

export function createRoomsService(deps: { db: Db }) {
  const repository = createRoomsRepository(deps.db);

  async function save(hotelId: string, input: RoomInput, id?: string): Promise<Room> {
    if (!(await repository.isRoomTypeOfHotel(hotelId, input.roomType))) {
      throw validationError([{ path: 'roomType', key: 'validation.roomTypeUnknown' }]);
    }
    if (await repository.isNumberTaken(hotelId, input.number, id)) throw numberTaken(input.number);
    const values = {
      number: input.number,
      roomTypeId: input.roomType,
      softwareNumber: input.softwareNumber,
      basePrice: input.basePrice,
      address: input.address,
      guestComment: input.guestComment,
    };
    try {
      const row = id
        ? await repository.update(hotelId, id, values)
        : await repository.insert(hotelId, values);
      if (!row) throw notFound();
      return toRoom((await repository.find(hotelId, row.id))!);
    } catch (error) {
      if (isUniqueViolation(error, 'rooms_hotel_number_unique')) throw numberTaken(input.number);
      throw error;
    }
  }

  return {
    async list(hotelId: string, filter: { roomTypeId?: string }) {
      return (await repository.list(hotelId, filter)).map(toRoom);
    },
    async get(hotelId: string, id: string) {
      const row = await repository.find(hotelId, id);
      if (!row) throw notFound();
      return toRoom(row);
    },
    create: (hotelId: string, input: RoomInput) => save(hotelId, input),
    update: (hotelId: string, id: string, input: RoomInput) => save(hotelId, input, id),
    async delete(hotelId: string, id: string) {
      if (!(await repository.find(hotelId, id))) throw notFound();
      const count = await bookingsOfRoom(deps.db, id);
      if (count > 0)
        throw new AppError('CONFLICT', 'errors.roomHasBookings', { params: { count } });
      if (!(await repository.delete(hotelId, id))) throw notFound();
    },
  };
}

export type RoomsService = ReturnType<typeof createRoomsService>;
