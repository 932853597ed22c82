import { z } from 'zod';
import { idField, requiredText } from './fields';
import { smoobuPluginSchema } from './hotel-integrations';

/**
 * The Smoobu plugin's wizard (spec §2 /plugins/smoobu, §7 Plugins): 1 API credentials,
 * 2 apartments setup, 3 channels setup, then enable. The API key lives in the credentials
 * table (`smoobu.api_key`) and is never returned.
 */

/** The header GET /api/plugin/smoobu/check_api reads the key to check from. */
export const SMOOBU_KEY_HEADER = 'x-smoobu-api-key';
export const MAX_SMOOBU_KEY_LENGTH = 200;

/** GET /api/plugin/smoobu/check_api: the Smoobu account the key belongs to. */
export const smoobuAccountSchema = z.object({
  /** "Anna Brandstätter" (first and last name of the account). */
  name: z.string(),
  email: z.string(),
  /** Smoobu's user id: our `customer_id`. */
  customerId: z.string(),
});
export type SmoobuAccount = z.infer<typeof smoobuAccountSchema>;

/** PUT /api/plugin/smoobu/credentials: checked against Smoobu before it is stored. */
export const smoobuCredentialsInputSchema = z.object({
  api_key: requiredText('validation.smoobuApiKeyRequired', MAX_SMOOBU_KEY_LENGTH),
});

/** A Smoobu apartment and the room of ours it stands for (null: not mapped, not synced). */
export const smoobuApartmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  room: z.uuid().nullable(),
});
export type SmoobuApartment = z.infer<typeof smoobuApartmentSchema>;

/** GET /api/plugin/smoobu/apartment: Smoobu's apartments with the stored mapping. */
export const smoobuApartmentListSchema = z.object({ apartments: z.array(smoobuApartmentSchema) });

export const MAX_SMOOBU_APARTMENTS = 500;

/** PUT /api/plugin/smoobu/apartments: each apartment to one room, a room to one apartment. */
export const smoobuApartmentsInputSchema = z.object({
  apartments: z
    .array(
      z.object({
        id: z.string().trim().min(1, 'validation.required').max(40, 'validation.tooLong'),
        room: idField.nullable(),
      }),
    )
    .max(MAX_SMOOBU_APARTMENTS, 'validation.tooMany'),
});

/**
 * How reservations of a Smoobu channel are shown here: as bookings (with the channel's name),
 * as blocked periods (Smoobu's "Blocked channel", owner stays), or not at all.
 */
export const SMOOBU_CHANNEL_DISPLAYS = ['booking', 'block', 'ignore'] as const;
export type SmoobuChannelDisplay = (typeof SMOOBU_CHANNEL_DISPLAYS)[number];

export const smoobuChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  display: z.enum(SMOOBU_CHANNEL_DISPLAYS),
});
export type SmoobuChannel = z.infer<typeof smoobuChannelSchema>;

/**
 * GET /api/plugin/smoobu/channels: Smoobu has no channel list call, so the list is Smoobu's
 * well-known channels plus every channel seen on a reservation.
 */
export const smoobuChannelsSchema = z.object({
  channels: z.array(smoobuChannelSchema),
  /** The channel our own bookings are created under at Smoobu. */
  smoobu_channel_id: z.string().nullable(),
});
export type SmoobuChannels = z.infer<typeof smoobuChannelsSchema>;

export const smoobuChannelsInputSchema = z.object({
  channels: z
    .array(
      z.object({
        id: z.string().trim().min(1, 'validation.required').max(40, 'validation.tooLong'),
        name: z.string().trim().max(100, 'validation.tooLong'),
        display: z.enum(SMOOBU_CHANNEL_DISPLAYS, { error: 'validation.invalid' }),
      }),
    )
    .max(200, 'validation.tooMany'),
  smoobu_channel_id: z
    .string({ error: 'validation.smoobuChannelRequired' })
    .trim()
    .min(1, 'validation.smoobuChannelRequired')
    .max(40, 'validation.tooLong'),
});

/** PUT /api/plugin/smoobu: switch the sync on (needs a key, a mapped room and a channel) or off. */
export const smoobuEnableInputSchema = z.object({ enabled: z.boolean() });

/** Well-known Smoobu channel ids (assumed, see docs/integrations/smoobu.md). */
export const SMOOBU_KNOWN_CHANNELS: readonly SmoobuChannel[] = [
  { id: '70', name: 'API', display: 'booking' },
  { id: '13', name: 'Direct booking', display: 'booking' },
  { id: '11', name: 'Blocked channel', display: 'block' },
];

/**
 * GET /api/plugin/smoobu (and the answer of the wizard's PUTs): the plugin's state and the
 * address to enter at Smoobu as the webhook (null until an API key is stored).
 */
export const smoobuPluginStateSchema = smoobuPluginSchema.extend({
  webhookUrl: z.string().nullable(),
});
export type SmoobuPluginState = z.infer<typeof smoobuPluginStateSchema>;
