import type { z } from 'zod';
import type { RoomType, roomTypeRequestSchema } from '@hotel/shared/contracts/room-types';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { ImageRow } from '../../db/schema-setup';
import { AppError, validationError } from '../../lib/app-error';
import {
  createRoomTypesRepository,
  type RoomTypesRepository,
  type RoomTypeWithRelations,
} from './room-types.repository';
import { bookingsOfRoomType } from '../bookings';

type RoomTypeInput = z.output<typeof roomTypeRequestSchema>;

const notFound = () => new AppError('NOT_FOUND', 'errors.roomTypeNotFound');
const shortCodeTaken = (shortCode: string) =>
  new AppError('CONFLICT', 'errors.shortCodeTaken', { params: { shortCode } });

export function imageUrls(image: ImageRow): Record<string, string> {
  return Object.fromEntries(
    image.variants.map((variant) => [variant.name, `/api/image/${variant.key}`]),
  );
}

function toRoomType({ row, serviceIds, images, roomCount }: RoomTypeWithRelations): RoomType {
  return {
    _id: row.id,
    name: row.name,
    shortCode: row.shortCode,
    description: row.description,
    baseOccupancy: row.baseOccupancy,
    higherOccupancy: row.higherOccupancy,
    kidsOccupancy: row.kidsOccupancy,
    extraBed: row.extraBed,
    basePrice: row.basePrice,
    additionalPersonPrice: row.additionalPersonPrice,
    kidsPrice: row.kidsPrice,
    extraBedPrice: row.extraBedPrice,
    serviceIds,
    images: images.map((image) => {
      const largest = image.variants[image.variants.length - 1];
      return {
        _id: image.id,
        position: image.position,
        width: largest?.width ?? 0,
        height: largest?.height ?? 0,
        urls: imageUrls(image),
      };
    }),
    roomCount,
  };
}

/**
 * Why a room type cannot be deleted, or undefined when it can. The one place to extend when
 * bookings arrive (a type that bookings use must stay too).
 */
async function deletionBlocker(repository: RoomTypesRepository, db: Db, roomTypeId: string) {
  const bookingCount = await bookingsOfRoomType(db, roomTypeId);
  if (bookingCount > 0) {
    return new AppError('CONFLICT', 'errors.roomTypeHasBookings', {
      params: { count: bookingCount },
    });
  }
  const roomCount = await repository.countRooms(roomTypeId);
  if (roomCount > 0) {
    return new AppError('CONFLICT', 'errors.roomTypeInUse', { params: { count: roomCount } });
  }
  return undefined;
}

export function createRoomTypesService(deps: { db: Db }) {
  const repository = createRoomTypesRepository(deps.db);

  async function checkServices(hotelId: string, serviceIds: string[] | undefined) {
    if (!serviceIds) return;
    const known = new Set(await repository.existingServiceIds(hotelId, serviceIds));
    const issues = serviceIds.flatMap((id, index) =>
      known.has(id) ? [] : [{ path: `serviceIds.${index}`, key: 'validation.serviceUnknown' }],
    );
    if (issues.length > 0) throw validationError(issues);
  }

  async function save(hotelId: string, input: RoomTypeInput, id?: string): Promise<RoomType> {
    await checkServices(hotelId, input.serviceIds);
    if (await repository.isShortCodeTaken(hotelId, input.shortCode, id)) {
      throw shortCodeTaken(input.shortCode);
    }
    const { serviceIds, ...counts } = input;
    const values = { ...counts, higherOccupancy: counts.higherOccupancy ?? counts.baseOccupancy };
    try {
      const savedId = await deps.db.transaction(async (tx) => {
        const txRepository = createRoomTypesRepository(tx);
        const row = id
          ? await txRepository.update(hotelId, id, values)
          : await txRepository.insert(hotelId, values);
        if (!row) throw notFound();
        if (serviceIds) await txRepository.replaceServices(row.id, [...new Set(serviceIds)]);
        return row.id;
      });
      return toRoomType((await repository.find(hotelId, savedId))!);
    } catch (error) {
      if (isUniqueViolation(error, 'room_types_hotel_short_code_unique')) {
        throw shortCodeTaken(input.shortCode);
      }
      throw error;
    }
  }

  return {
    async list(hotelId: string) {
      return (await repository.list(hotelId)).map(toRoomType);
    },
    async get(hotelId: string, id: string) {
      const found = await repository.find(hotelId, id);
      if (!found) throw notFound();
      return toRoomType(found);
    },
    create: (hotelId: string, input: RoomTypeInput) => save(hotelId, input),
    update: (hotelId: string, id: string, input: RoomTypeInput) => save(hotelId, input, id),
    /** Returns the image rows of the deleted type, so their files can be removed. */
    async delete(hotelId: string, id: string): Promise<ImageRow[]> {
      const found = await repository.find(hotelId, id);
      if (!found) throw notFound();
      const blocker = await deletionBlocker(repository, deps.db, id);
      if (blocker) throw blocker;
      await repository.delete(hotelId, id);
      return found.images;
    },
  };
}

export type RoomTypesService = ReturnType<typeof createRoomTypesService>;
