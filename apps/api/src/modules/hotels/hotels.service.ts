import type { z } from 'zod';
import type { Hotel, updateHotelRequestSchema } from '@hotel/shared/contracts/hotel';
import type { Db, Tx } from '../../db/client';
import type { HotelRow, HotelSettingRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError, validationError } from '../../lib/app-error';
import type { AuthUser, HotelAccessService } from '../access';
import type { CredentialsService } from '../credentials';
import { toHotel } from './hotel-response';
import { createHotelsRepository } from './hotels.repository';
import { insertHotel, symbolCodeTaken, type CreateHotel } from './hotel-create';
import type { Storage } from '../../adapters/storage/storage';
import { createImagesRepository } from '../images';

type UpdateHotel = z.output<typeof updateHotelRequestSchema>;

export function createHotelsService(deps: {
  db: Db;
  hotelAccess: HotelAccessService;
  storage: Storage;
  credentials: CredentialsService;
  /**
   * Runs in the update's transaction when the setting changed (door access follows check-in
   * times, the time zone and the entrance settings); wired by composition to keep modules apart.
   */
  onSettingChanged?: (
    tx: Tx,
    hotelId: string,
    before: HotelSettingRow,
    after: HotelSettingRow,
  ) => Promise<void>;
}) {
  const repository = createHotelsRepository(deps.db);

  /** Rows → hotels with their secrets' statuses, read in one query for the whole list. */
  async function toHotels(rows: HotelRow[]): Promise<Hotel[]> {
    const ids = rows.map((row) => row.id);
    const [statusOf, ownerNames] = await Promise.all([
      deps.credentials.statusesOf(ids),
      repository.ownerNamesOf(ids),
    ]);
    return rows.map((row) =>
      toHotel(row, (name) => statusOf(row.id, name), ownerNames.get(row.id) ?? null),
    );
  }
  const toOneHotel = async (row: HotelRow) => (await toHotels([row]))[0]!;

  return {
    /** Super admins see every hotel; everyone else the hotels they belong to. */
    async list(user: AuthUser): Promise<Hotel[]> {
      const rows = user.superAdmin
        ? await repository.listAll()
        : await repository.listForMember(user.id);
      return toHotels(rows);
    },

    async get(user: AuthUser, hotelId: string): Promise<Hotel> {
      await deps.hotelAccess.resolve(user, hotelId);
      const hotel = await repository.findById(hotelId);
      if (!hotel) throw new AppError('NOT_FOUND', 'errors.hotelNotFound');
      return toOneHotel(hotel);
    },

    async create(user: AuthUser, request: CreateHotel): Promise<Hotel> {
      const { hotel } = await insertHotel(deps.db, request, (tx, row) =>
        createHotelsRepository(tx).insertOwner(row.id, user.id),
      );
      return toOneHotel(hotel);
    },

    /** Owners (and super admins) only; the hotel id is in the path, not in the header. */
    async delete(user: AuthUser, hotelId: string): Promise<void> {
      const access = await deps.hotelAccess.resolve(user, hotelId);
      deps.hotelAccess.assertOwner(user, access);
      const imageKeys = await createImagesRepository(deps.db).variantKeysOfHotel(hotelId);
      await repository.delete(hotelId);
      // Files go after the rows: a failed file removal leaves an orphan file, never a broken image.
      await deps.storage.delete(imageKeys);
    },

    /** `hotelId` comes from the hotel header the guards checked; the body must name the same. */
    async update(hotelId: string, request: UpdateHotel): Promise<Hotel> {
      if (request._id !== hotelId) {
        throw validationError([{ path: '_id', key: 'validation.invalid' }]);
      }
      if (
        request.symbol_code &&
        (await repository.isSymbolCodeTaken(request.symbol_code, hotelId))
      ) {
        throw symbolCodeTaken();
      }
      try {
        const row = await deps.db.transaction(async (tx) => {
          const inTx = createHotelsRepository(tx);
          const before = await inTx.findById(hotelId);
          const updated = await inTx.update(hotelId, {
            name: request.name,
            contact: request.contact,
            setting: request.setting,
            ...(request.symbol_code ? { symbolCode: request.symbol_code } : {}),
            ...(request.theme_color ? { themeColor: request.theme_color } : {}),
          });
          if (before) await deps.onSettingChanged?.(tx, hotelId, before.setting, updated.setting);
          return updated;
        });
        return toOneHotel(row);
      } catch (error) {
        if (isUniqueViolation(error, 'hotels_symbol_code_unique')) throw symbolCodeTaken();
        throw error;
      }
    },
  };
}

export type HotelsService = ReturnType<typeof createHotelsService>;
