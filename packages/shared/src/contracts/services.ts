import { z } from 'zod';
import { MAX_MONEY_MINOR } from '../constants';
import { optionalText, requiredText } from './fields';

export const SERVICE_CHARGES = ['per_stay', 'per_night', 'per_person_per_night'] as const;
export type ServiceCharge = (typeof SERVICE_CHARGES)[number];

/**
 * Whole minor units of the hotel's currency (cents) up to the cap, without a lower bound;
 * `typeKey` is the message for a missing value or one that is no number.
 */
export const minorUnitsField = (typeKey: string) =>
  z
    .number({ error: typeKey })
    .int('validation.moneyInvalid')
    .max(MAX_MONEY_MINOR, 'validation.moneyTooLarge');

/** Money in integer minor units of the hotel's currency (cents). */
export const moneyField = minorUnitsField('validation.moneyInvalid').min(
  0,
  'validation.moneyNotNegative',
);

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
