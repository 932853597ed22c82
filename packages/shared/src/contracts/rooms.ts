import { z } from 'zod';
import { idField, optionalText, requiredIdField } from './fields';
import { moneyField } from './services';

export const roomSchema = z
  .object({
    _id: z.uuid(),
    number: z.string(),
    roomType: z.object({ _id: z.uuid(), name: z.string(), shortCode: z.string() }),
    softwareNumber: z.string(),
    basePrice: z.number().int().nullable(),
    address: z.string(),
    guestComment: z.string(),
  })
  .meta({ id: 'Room' });
export type Room = z.infer<typeof roomSchema>;

/** POST /api/room and PUT /api/room/{id} (spec §5: number and room type required). */
export const roomRequestSchema = z.strictObject({
  number: z
    .string({ error: 'validation.roomNumberRequired' })
    .trim()
    .min(1, 'validation.roomNumberRequired')
    .max(20, 'validation.tooLong'),
  roomType: requiredIdField('validation.roomTypeRequired'),
  softwareNumber: optionalText(50),
  /** Overrides the room type's base price; null uses the type's price. */
  basePrice: moneyField.nullable().default(null),
  address: optionalText(500),
  guestComment: optionalText(2000),
});
export type RoomRequest = z.input<typeof roomRequestSchema>;

export const roomListQuerySchema = z.object({
  hotel: z.string().optional(),
  roomType: idField.optional(),
});
