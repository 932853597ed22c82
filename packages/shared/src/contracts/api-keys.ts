import { z } from 'zod';
import { requiredText } from './fields';

/**
 * What an API key may do (issue 17): the API plugin's own permissions, not the staff ones. Room
 * types and rooms may be read with any key (a booking needs them).
 *   bookings.read   list and read bookings
 *   bookings.write  create, update and cancel bookings (source `api`)
 *   guests          list, read, create and update guests
 *   availability    search free rooms
 */
export const API_KEY_PERMISSIONS = [
  'bookings.read',
  'bookings.write',
  'guests',
  'availability',
] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

/** The version of the calls keys can use; they live under `/api/v1/…`. */
export const API_VERSION = 'v1';

/** POST /api/plugin/api/keys: a key for the hotel's own systems. */
export const apiKeyCreateRequestSchema = z.object({
  name: requiredText('validation.apiKeyNameRequired', 100),
  permissions: z
    .array(z.enum(API_KEY_PERMISSIONS, { error: 'validation.invalid' }))
    .min(1, 'validation.apiKeyPermissionsRequired')
    .max(API_KEY_PERMISSIONS.length),
});
export type ApiKeyCreateRequest = z.input<typeof apiKeyCreateRequestSchema>;

/** A key as lists show it: recognisable by its prefix, never the key or its hash. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  permissions: z.array(z.enum(API_KEY_PERMISSIONS)),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the only time the whole key is shown. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
