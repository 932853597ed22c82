import { z } from 'zod';
import { idField, requiredText } from './fields';
import { moneyField } from './services';

export const ROOM_TYPE_DESCRIPTION_MAX = 2000;

const occupancyField = (max: number) =>
  z
    .number({ error: 'validation.occupancyInvalid' })
    .int('validation.occupancyInvalid')
    .min(0, 'validation.occupancyInvalid')
    .max(max, 'validation.occupancyInvalid');

/**
 * Higher occupancy is the most adults a type takes, so it is never below the base occupancy.
 * One check for the API's request and the web form (which holds the counts as text).
 */
export function checkHigherOccupancy(
  counts: { baseOccupancy: number; higherOccupancy?: number },
  ctx: z.RefinementCtx,
) {
  const { baseOccupancy, higherOccupancy } = counts;
  if (higherOccupancy === undefined || higherOccupancy >= baseOccupancy) return;
  ctx.addIssue({
    code: 'custom',
    message: 'validation.higherOccupancyBelowBase',
    path: ['higherOccupancy'],
    params: { params: { min: baseOccupancy } },
  });
}

export const roomTypeImageSchema = z.object({
  _id: z.uuid(),
  position: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** Variant name → URL, e.g. `{ thumb: '/api/image/…', medium: …, large: … }`. */
  urls: z.record(z.string(), z.string()),
});

export const roomTypeSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    shortCode: z.string(),
    /** Shown to visitors of the public booking page. */
    description: z.string(),
    baseOccupancy: z.number().int(),
    higherOccupancy: z.number().int(),
    kidsOccupancy: z.number().int(),
    extraBed: z.number().int(),
    basePrice: z.number().int(),
    additionalPersonPrice: z.number().int(),
    kidsPrice: z.number().int(),
    extraBedPrice: z.number().int(),
    serviceIds: z.array(z.uuid()),
    images: z.array(roomTypeImageSchema),
    roomCount: z.number().int(),
  })
  .meta({ id: 'RoomType' });
export type RoomType = z.infer<typeof roomTypeSchema>;

/** POST /api/room_type and PUT /api/room_type/{id}. */
export const roomTypeRequestSchema = z
  .strictObject({
    name: requiredText('validation.roomTypeNameRequired', 200),
    shortCode: requiredText('validation.shortCodeRequired', 10).toUpperCase(),
    /** Left out: a new type has none, a saved type keeps its own. */
    description: z.string().trim().max(ROOM_TYPE_DESCRIPTION_MAX, 'validation.tooLong').optional(),
    baseOccupancy: occupancyField(50).min(1, 'validation.baseOccupancyMin').default(2),
    /** Left out: the base occupancy (no one beyond it). */
    higherOccupancy: occupancyField(50).optional(),
    kidsOccupancy: occupancyField(50).default(0),
    extraBed: occupancyField(20).default(0),
    basePrice: moneyField.default(0),
    additionalPersonPrice: moneyField.default(0),
    kidsPrice: moneyField.default(0),
    extraBedPrice: moneyField.default(0),
    /** Services offered with this type (tab "Services"); absent on PUT keeps the current ones. */
    serviceIds: z.array(idField).max(500).optional(),
  })
  .superRefine(checkHigherOccupancy);
export type RoomTypeRequest = z.input<typeof roomTypeRequestSchema>;
