import { z } from 'zod';

/**
 * The platform's own bwOnline SOAP account (issue 18, `/admin/soap`): hotels with bwOnline
 * hardware and no endpoint of their own open their doors through it. The password is a platform
 * credential and write-only.
 */
export const platformSoapSchema = z
  .object({
    endpoint: z.string(),
    username: z.string(),
    password: z.object({ configured: z.boolean() }),
    /** Hotels whose locks answer through the platform account right now. */
    hotelsUsing: z.number().int(),
  })
  .meta({ id: 'PlatformSoap' });
export type PlatformSoap = z.infer<typeof platformSoapSchema>;

/** The password travels in the SOAP message: https only (http just for this machine). */
const isSafeEndpoint = (value: string) =>
  value === '' ||
  /^https:\/\/\S+$/.test(value) ||
  /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/\S*)?$/.test(value);

/** PUT /api/admin/soap: a password left out keeps the stored one, an empty one removes it. */
export const platformSoapInputSchema = z.strictObject({
  endpoint: z
    .string({ error: 'validation.invalidType' })
    .trim()
    .max(500, 'validation.tooLong')
    .refine(isSafeEndpoint, 'validation.url'),
  username: z.string({ error: 'validation.invalidType' }).trim().max(200, 'validation.tooLong'),
  password: z.string({ error: 'validation.invalidType' }).max(500, 'validation.tooLong').optional(),
});
export type PlatformSoapInput = z.input<typeof platformSoapInputSchema>;

/** POST /api/admin/soap/test: what the service answered, or why it did not (always 200). */
export const platformSoapTestSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), answer: z.string() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type PlatformSoapTest = z.infer<typeof platformSoapTestSchema>;
