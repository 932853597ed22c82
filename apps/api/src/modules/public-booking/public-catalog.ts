import type { PublicRoomType } from '@hotel/shared/contracts/public-booking';
import type { Db } from '../../db/client';
import { toImage } from '../images';
import { findCatalogRows } from './public-catalog.repository';

/** A room type as visitors see it, with how many rooms it has (never sent: only counted). */
export interface CatalogRoomType {
  type: PublicRoomType;
  roomCount: number;
}

/**
 * The hotel's room types in public fields: photos, capacity, prices and the active services
 * offered with each. Types without rooms cannot be booked and are left out.
 */
export async function loadCatalog(db: Db, hotelId: string): Promise<CatalogRoomType[]> {
  const { types, photos, offered } = await findCatalogRows(db, hotelId);
  return types
    .filter((row) => row.roomCount > 0)
    .map((row) => ({
      roomCount: row.roomCount,
      type: {
        _id: row.id,
        name: row.name,
        description: row.description,
        baseOccupancy: row.baseOccupancy,
        higherOccupancy: Math.max(row.baseOccupancy, row.higherOccupancy),
        kidsOccupancy: row.kidsOccupancy,
        extraBed: row.extraBed,
        basePrice: row.basePrice,
        additionalPersonPrice: row.additionalPersonPrice,
        kidsPrice: row.kidsPrice,
        extraBedPrice: row.extraBedPrice,
        images: photos
          .filter((photo) => photo.ownerId === row.id)
          .map((photo) => {
            const { width, height, urls } = toImage(photo);
            return { width, height, urls };
          }),
        services: offered
          .filter((link) => link.roomTypeId === row.id)
          .map(({ service }) => ({
            _id: service.id,
            name: service.name,
            description: service.description,
            price: service.price,
            charge: service.charge,
          })),
      },
    }));
}
