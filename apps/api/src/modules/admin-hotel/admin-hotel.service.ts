import type { z } from 'zod';
import {
  HOTEL_FEATURES,
  HOTEL_PLUGINS,
  type AdminHotel,
  type HotelConfiguration,
  type updateHotelConfigurationRequestSchema,
} from '@hotel/shared/contracts/admin-hotel';
import type { updateHotelRequestSchema } from '@hotel/shared/contracts/hotel';
import type { Db, Tx } from '../../db/client';
import type { HotelRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../access';
import { auditActorOf, recordAdminChange } from '../admin-audit';
import type { HotelsService } from '../hotels';
import { createAdminHotelRepository } from './admin-hotel.repository';
import { configurationOf, switchPlugin, type HotelSwitchServices } from './hotel-configuration';

type UpdateHotel = z.output<typeof updateHotelRequestSchema>;
type UpdateConfiguration = z.output<typeof updateHotelConfigurationRequestSchema>;

const hotelNotFound = () => new AppError('NOT_FOUND', 'errors.hotelNotFound');

/** What the trail keeps of a hotel edit (the recorder keeps only the fields that changed). */
const hotelSnapshot = (row: HotelRow) => ({
  name: row.name,
  symbol_code: row.symbolCode,
  contact: row.contact,
  setting: row.setting,
  theme_color: row.themeColor,
});

/** The flags side by side under their own names (features and plugins never share one). */
const configurationSnapshot = (configuration: HotelConfiguration) => ({
  ...configuration.features,
  ...configuration.plugins,
});

/** The hotel body the owner's PUT /api/hotel takes, as stored, with another setting. */
function hotelBodyOf(row: HotelRow, setting: HotelRow['setting']): UpdateHotel {
  return {
    _id: row.id,
    name: row.name,
    symbol_code: row.symbolCode,
    contact: {
      name: row.contact.name ?? '',
      address: row.contact.address,
      phone: row.contact.phone,
      email: row.contact.email,
    },
    setting,
    theme_color: row.themeColor,
  };
}

/**
 * One hotel in the admin area (/admin/hotel/{id}, /settings, /configuration). Edits go through
 * the hotel's own services, so a super admin meets exactly the owner's rules; each change and
 * its audit entry commit together.
 */
export function createAdminHotelService(deps: {
  db: Db;
  hotels: HotelsService;
  /** The hotel's own services on the given transaction (wired by composition). */
  switchServicesOn: (tx: Tx) => HotelSwitchServices;
}) {
  const repository = createAdminHotelRepository(deps.db);

  async function get(hotelId: string): Promise<AdminHotel> {
    const hotel = await deps.hotels.getById(hotelId);
    const [owners, membersCount, roomsCount] = await Promise.all([
      repository.owners(hotelId),
      repository.membersCount(hotelId),
      repository.roomsCount(hotelId),
    ]);
    return { ...hotel, owners, membersCount, roomsCount };
  }

  return {
    get,

    async update(user: AuthUser, hotelId: string, request: UpdateHotel): Promise<AdminHotel> {
      if (!(await repository.findHotel(hotelId))) throw hotelNotFound();
      await deps.hotels.update(hotelId, request, {
        inTransaction: (tx, before, after) =>
          recordAdminChange(tx, {
            actor: auditActorOf(user),
            subject: 'hotel',
            action: 'hotel.updated',
            hotelId,
            label: after.name,
            before: hotelSnapshot(before),
            after: hotelSnapshot(after),
          }),
      });
      return get(hotelId);
    },

    async configuration(hotelId: string): Promise<HotelConfiguration> {
      const row = await repository.findHotel(hotelId);
      if (!row) throw hotelNotFound();
      return configurationOf(row);
    },

    /**
     * Only the given switches that differ from the stored state are switched, each through the
     * hotel's own call; one refusal leaves everything as it was.
     */
    async updateConfiguration(
      user: AuthUser,
      hotelId: string,
      request: UpdateConfiguration,
      origin: string,
    ): Promise<HotelConfiguration> {
      if (!(await repository.findHotel(hotelId))) throw hotelNotFound();
      return deps.db.transaction(async (tx) => {
        const inTx = createAdminHotelRepository(tx);
        const services = deps.switchServicesOn(tx);
        const current = async () =>
          (await inTx.findHotel(hotelId)) ?? Promise.reject(hotelNotFound());
        const beforeRow = await current();
        const before = configurationOf(beforeRow);

        const features = HOTEL_FEATURES.filter(
          (feature) =>
            request.features?.[feature] !== undefined &&
            request.features[feature] !== before.features[feature],
        );
        if (features.length > 0) {
          const setting = { ...beforeRow.setting };
          for (const feature of features) setting[feature] = request.features![feature]!;
          // The owner's features page saves the whole hotel with the new flags: the same call.
          await services.hotels.update(hotelId, hotelBodyOf(beforeRow, setting));
        }

        for (const plugin of HOTEL_PLUGINS) {
          const isOn = request.plugins?.[plugin];
          if (isOn === undefined || isOn === before.plugins[plugin]) continue;
          await switchPlugin(services, await current(), plugin, isOn, {
            userId: user.id,
            origin,
          });
        }

        const afterRow = await current();
        const after = configurationOf(afterRow);
        await recordAdminChange(tx, {
          actor: auditActorOf(user),
          subject: 'configuration',
          action: 'configuration.updated',
          hotelId,
          label: afterRow.name,
          before: configurationSnapshot(before),
          after: configurationSnapshot(after),
        });
        return after;
      });
    },
  };
}

export type AdminHotelService = ReturnType<typeof createAdminHotelService>;
