import { z } from 'zod';
import { objectOrEmpty } from '../../lib/json-object';

/**
 * `hotels.plugins.roomraccoon` as stored: `{ enabled, username, hotelCode, roomTypes }`. Read
 * field by field with defaults, so a hand-edited or older row never breaks the endpoint or the
 * settings page; the OTA password is never here (credentials table, `roomraccoon.ota_password`).
 */
const storedRoomType = z.object({ code: z.string(), roomType: z.uuid().nullable().catch(null) });

const storedPlugin = z.object({
  enabled: z.boolean().catch(false),
  username: z.string().catch(''),
  hotelCode: z.string().catch(''),
  roomTypes: z
    .array(z.unknown())
    .catch([])
    .transform((entries) =>
      entries.flatMap((entry) => {
        const parsed = storedRoomType.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});

export type RoomRaccoonPlugin = z.infer<typeof storedPlugin>;

/** The RoomRaccoon plugin of a hotel's `plugins` column, whatever that column holds. */
export function roomRaccoonPluginOf(plugins: unknown): RoomRaccoonPlugin {
  return storedPlugin.parse(objectOrEmpty(objectOrEmpty(plugins).roomraccoon));
}

/** Our room type for RoomRaccoon's `RoomTypeCode`; null when the code is mapped to nothing. */
export function mappedRoomType(plugin: RoomRaccoonPlugin, code: string): string | null {
  return plugin.roomTypes.find((entry) => entry.code === code)?.roomType ?? null;
}
