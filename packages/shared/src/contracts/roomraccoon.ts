import { z } from 'zod';
import { idField } from './fields';
import { secretStatusSchema } from './hotel-integrations';

/**
 * RoomRaccoon (issue 16, /integrations/roomraccoon). RoomRaccoon pushes reservations to the
 * hotel's OTA endpoint as `OTA_HotelResNotifRQ` with a WS-Security username token; the
 * password lives in the credentials table (`roomraccoon.ota_password`). Every assumption about
 * the messages is written in docs/integrations/roomraccoon.md.
 */

/** A RoomRaccoon room type code (`RoomTypeCode` in the OTA message) and our room type for it. */
export const roomRaccoonRoomTypeSchema = z.object({
  code: z.string(),
  roomType: z.uuid().nullable(),
});

/** GET /api/integration/roomraccoon */
export const roomRaccoonSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The WS-Security username RoomRaccoon signs in with. */
  username: z.string(),
  password: secretStatusSchema,
  /** The hotel's OTA endpoint, with its unguessable token; null until a token is made. */
  endpointUrl: z.string().nullable(),
  /** RoomRaccoon's `HotelCode` for this property (checked on every message when set). */
  hotelCode: z.string(),
  roomTypes: z.array(roomRaccoonRoomTypeSchema),
});
export type RoomRaccoonSettings = z.infer<typeof roomRaccoonSettingsSchema>;

export const MAX_ROOMRACCOON_ROOM_TYPES = 200;

/** PUT /api/integration/roomraccoon: a password left out (or empty) keeps the stored one. */
export const roomRaccoonSettingsInputSchema = z.object({
  enabled: z.boolean(),
  username: z
    .string({ error: 'validation.roomRaccoonUsernameRequired' })
    .trim()
    .min(1, 'validation.roomRaccoonUsernameRequired')
    .max(100, 'validation.tooLong'),
  password: z.string().max(200, 'validation.tooLong').optional(),
  hotelCode: z.string().trim().max(40, 'validation.tooLong').default(''),
  roomTypes: z
    .array(
      z.object({
        code: z.string().trim().min(1, 'validation.required').max(40, 'validation.tooLong'),
        roomType: idField.nullable(),
      }),
    )
    .max(MAX_ROOMRACCOON_ROOM_TYPES, 'validation.tooMany'),
});

/** One room's iCal availability feed; `url` is null while the room has no (or a revoked) feed. */
export const icalFeedSchema = z.object({
  room: z.object({ _id: z.uuid(), number: z.string(), roomTypeName: z.string() }),
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type IcalFeed = z.infer<typeof icalFeedSchema>;

/** GET /api/integration/ical: every room and its feed. */
export const icalFeedListSchema = z.object({ feeds: z.array(icalFeedSchema) });
