import { z } from 'zod';
import { PERMISSIONS } from '../permissions';
import { requiredText } from './fields';

/** POST /api/plugin/api/keys: a key for the hotel's own systems. */
export const apiKeyCreateRequestSchema = z.object({
  name: requiredText('validation.apiKeyNameRequired', 100),
  permissions: z
    .array(z.enum(PERMISSIONS, { error: 'validation.invalid' }))
    .max(PERMISSIONS.length),
});
export type ApiKeyCreateRequest = z.input<typeof apiKeyCreateRequestSchema>;

/** A key as lists show it: recognisable by its prefix, never the key or its hash. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the only time the whole key is shown. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
