import type { z } from 'zod';
import type {
  RoomRaccoonSettings,
  roomRaccoonSettingsInputSchema,
} from '@hotel/shared/contracts/roomraccoon';
import { validationError, type AppErrorIssue } from '../../lib/app-error';
import { publicOrigin } from '../../lib/public-origin';
import type { CredentialsService } from '../credentials';
import { roomRaccoonPluginOf, type RoomRaccoonPlugin } from './roomraccoon-plugin';
import type { RoomRaccoonRepository } from './roomraccoon.repository';

export type RoomRaccoonSettingsInput = z.infer<typeof roomRaccoonSettingsInputSchema>;

const PASSWORD = 'roomraccoon.ota_password';

/** The OTA endpoint's path; the token is its only secret part besides WS-Security. */
export const otaEndpointPath = (token: string) => `/api/channel/roomraccoon/ota/${token}`;

/** What in a mapping is wrong: a room type of another hotel, or a code given twice. */
async function mappingIssues(
  repository: RoomRaccoonRepository,
  hotelId: string,
  roomTypes: RoomRaccoonSettingsInput['roomTypes'],
): Promise<AppErrorIssue[]> {
  const wanted = [...new Set(roomTypes.flatMap((entry) => entry.roomType ?? []))];
  const own = await repository.ownRoomTypeIds(hotelId, wanted);
  const seen = new Set<string>();
  const issues: AppErrorIssue[] = [];
  roomTypes.forEach((entry, index) => {
    if (seen.has(entry.code)) {
      issues.push({ path: `roomTypes.${index}.code`, key: 'validation.roomRaccoonCodeDuplicate' });
    }
    seen.add(entry.code);
    if (entry.roomType !== null && !own.has(entry.roomType)) {
      issues.push({ path: `roomTypes.${index}.roomType`, key: 'validation.roomTypeUnknown' });
    }
  });
  return issues;
}

/**
 * /integrations/roomraccoon (manageHotel): the switch, the WS-Security user name, the hotel
 * code and the room type mapping in `hotels.plugins.roomraccoon`; the password encrypted in the
 * credentials table (answered only as configured or not); the endpoint's token in the hotel's
 * `channel_sync_state` row. Reading never writes: the token is made on the first save.
 */
export function createRoomRaccoonSettingsService(deps: {
  repository: RoomRaccoonRepository;
  credentials: CredentialsService;
  publicBaseUrl: string | undefined;
}) {
  const { repository, credentials } = deps;

  async function settingsOf(
    hotelId: string,
    plugin: RoomRaccoonPlugin,
    origin: string,
  ): Promise<RoomRaccoonSettings> {
    const token = await repository.token(hotelId);
    const password = await credentials.status(hotelId, PASSWORD);
    return {
      enabled: plugin.enabled,
      username: plugin.username,
      password: { configured: password.configured, last4: null },
      endpointUrl: token
        ? `${publicOrigin(deps.publicBaseUrl, origin)}${otaEndpointPath(token)}`
        : null,
      hotelCode: plugin.hotelCode,
      roomTypes: plugin.roomTypes,
    };
  }

  async function storedPlugin(hotelId: string) {
    return roomRaccoonPluginOf((await repository.hotel(hotelId))?.plugins);
  }

  return {
    async get(hotelId: string, origin: string): Promise<RoomRaccoonSettings> {
      return settingsOf(hotelId, await storedPlugin(hotelId), origin);
    },

    async update(
      hotelId: string,
      input: RoomRaccoonSettingsInput,
      origin: string,
    ): Promise<RoomRaccoonSettings> {
      const issues = await mappingIssues(repository, hotelId, input.roomTypes);
      const password = input.password ?? '';
      if (
        input.enabled &&
        password === '' &&
        !(await credentials.status(hotelId, PASSWORD)).configured
      ) {
        issues.push({ path: 'password', key: 'validation.roomRaccoonPasswordRequired' });
      }
      if (issues.length > 0) throw validationError(issues);

      if (password !== '') await credentials.put(hotelId, PASSWORD, password);
      const plugin: RoomRaccoonPlugin = {
        enabled: input.enabled,
        username: input.username,
        hotelCode: input.hotelCode,
        roomTypes: input.roomTypes,
      };
      await repository.savePlugin(hotelId, plugin);
      await repository.ensureToken(hotelId);
      return settingsOf(hotelId, plugin, origin);
    },

    /** A new endpoint address; RoomRaccoon must be given it, the old one stops working. */
    async rotateToken(hotelId: string, origin: string): Promise<RoomRaccoonSettings> {
      await repository.rotateToken(hotelId);
      return settingsOf(hotelId, await storedPlugin(hotelId), origin);
    },
  };
}

export type RoomRaccoonSettingsService = ReturnType<typeof createRoomRaccoonSettingsService>;
