import { z } from 'zod';
import { idField, optionalText, requiredText } from './fields';

export const SERVICE_CHARGES = ['per_stay', 'per_night', 'per_person_per_night'] as const;
export type ServiceCharge = (typeof SERVICE_CHARGES)[number];

/** Money in integer minor units of the hotel's currency (cents). */
export const moneyField = z
  .number({ error: 'validation.moneyInvalid' })
  .int('validation.moneyInvalid')
  .min(0, 'validation.moneyNotNegative')
  .max(100_000_000, 'validation.moneyTooLarge');

export const serviceSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    description: z.string(),
    price: z.number().int(),
    charge: z.enum(SERVICE_CHARGES),
    active: z.boolean(),
  })
  .meta({ id: 'Service' });
export type Service = z.infer<typeof serviceSchema>;

/** POST /api/service and PUT /api/service/{id}. */
export const serviceRequestSchema = z.strictObject({
  name: requiredText('validation.serviceNameRequired', 200),
  description: optionalText(2000),
  price: moneyField.default(0),
  charge: z.enum(SERVICE_CHARGES, { error: 'validation.serviceChargeInvalid' }).default('per_stay'),
  active: z.boolean({ error: 'validation.invalidType' }).default(true),
});
export type ServiceRequest = z.input<typeof serviceRequestSchema>;

export const serviceListQuerySchema = z.object({
  active: z.enum(['true', 'false']).optional(),
});

export const idParamsSchema = z.object({ id: idField });
