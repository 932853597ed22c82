import { z } from 'zod';
import { optionalText, requiredText } from './fields';
import { moneyField, SERVICE_CHARGES } from './services';

/**
 * Service presets (issue 18, `/admin/service_presets`): services a new hotel can take over at
 * creation and an existing hotel can import on its services page. The price is in minor units
 * and taken over as it is, in the hotel's own currency.
 */
export const servicePresetSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    description: z.string(),
    price: z.number().int(),
    charge: z.enum(SERVICE_CHARGES),
  })
  .meta({ id: 'ServicePreset' });
export type ServicePreset = z.infer<typeof servicePresetSchema>;

/** POST /api/admin/service_presets and PUT /api/admin/service_presets/{id}. */
export const servicePresetRequestSchema = z.strictObject({
  name: requiredText('validation.serviceNameRequired', 200),
  description: optionalText(2000),
  price: moneyField.default(0),
  charge: z.enum(SERVICE_CHARGES, { error: 'validation.serviceChargeInvalid' }).default('per_stay'),
});
export type ServicePresetRequest = z.input<typeof servicePresetRequestSchema>;

/** GET /api/admin/service_presets (super admins) and GET /api/service_presets (manageHotel). */
export const servicePresetListSchema = z.object({ items: z.array(servicePresetSchema) });
export type ServicePresetList = z.infer<typeof servicePresetListSchema>;

/** At most this many presets are taken over at once (bounds every input). */
export const MAX_PRESETS_PER_IMPORT = 100;

export const servicePresetIdsField = z
  .array(z.uuid('validation.invalid'))
  .max(MAX_PRESETS_PER_IMPORT, 'validation.tooMany');

/** POST /api/service/import_presets (manageHotel): the presets the hotel takes over. */
export const servicePresetImportSchema = z.strictObject({
  presetIds: servicePresetIdsField.min(1, 'validation.presetsRequired'),
});
export type ServicePresetImport = z.input<typeof servicePresetImportSchema>;

/** How many services the import added (names the hotel already has are skipped). */
export const servicePresetImportResultSchema = z.object({ created: z.number().int() });
export type ServicePresetImportResult = z.infer<typeof servicePresetImportResultSchema>;
