import { z } from 'zod';
import {
  checkHigherOccupancy,
  ROOM_TYPE_DESCRIPTION_MAX,
  type RoomType,
  type RoomTypeRequest,
} from '@hotel/shared/contracts/room-types';
import { requiredText } from '@hotel/shared/contracts/fields';
import { toMoneyInput } from '@/lib/money';
import { moneyText, toMinor } from '@/lib/money-schema';

const count = (min = 0) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, 'validation.occupancyInvalid')
    .refine((text) => Number(text) >= min, 'validation.baseOccupancyMin');

export function roomTypeFormSchema(currency: string) {
  return z
    .object({
      name: requiredText('validation.roomTypeNameRequired', 200),
      shortCode: requiredText('validation.shortCodeRequired', 10),
      description: z.string().trim().max(ROOM_TYPE_DESCRIPTION_MAX, 'validation.tooLong'),
      baseOccupancy: count(1),
      higherOccupancy: count(),
      kidsOccupancy: count(),
      extraBed: count(),
      basePrice: moneyText(currency),
      additionalPersonPrice: moneyText(currency),
      kidsPrice: moneyText(currency),
      extraBedPrice: moneyText(currency),
      serviceIds: z.array(z.string()),
    })
    .superRefine((values, ctx) =>
      checkHigherOccupancy(
        {
          baseOccupancy: Number(values.baseOccupancy),
          higherOccupancy: Number(values.higherOccupancy),
        },
        ctx,
      ),
    );
}
export type RoomTypeFormValues = z.input<ReturnType<typeof roomTypeFormSchema>>;

export const ROOM_TYPE_FIELDS = [
  'name',
  'shortCode',
  'description',
  'baseOccupancy',
  'higherOccupancy',
  'kidsOccupancy',
  'extraBed',
  'basePrice',
  'additionalPersonPrice',
  'kidsPrice',
  'extraBedPrice',
  'serviceIds',
] as const;

export const MAIN_TAB_FIELDS = ROOM_TYPE_FIELDS.filter((field) => field !== 'serviceIds');

/** A new type holds two adults and no one more; the higher occupancy starts at the base one. */
const NEW_TYPE_OCCUPANCY = 2;

export function roomTypeToFormValues(
  roomType: RoomType | undefined,
  currency: string,
): RoomTypeFormValues {
  const baseOccupancy = roomType?.baseOccupancy ?? NEW_TYPE_OCCUPANCY;
  // Types saved before the rule may hold a lower one (0 meant "no more"): the same limit, shown consistently.
  const higherOccupancy = Math.max(roomType?.higherOccupancy ?? 0, baseOccupancy);
  return {
    name: roomType?.name ?? '',
    shortCode: roomType?.shortCode ?? '',
    description: roomType?.description ?? '',
    baseOccupancy: String(baseOccupancy),
    higherOccupancy: String(higherOccupancy),
    kidsOccupancy: String(roomType?.kidsOccupancy ?? 0),
    extraBed: String(roomType?.extraBed ?? 0),
    basePrice: toMoneyInput(roomType?.basePrice ?? 0, currency),
    additionalPersonPrice: toMoneyInput(roomType?.additionalPersonPrice ?? 0, currency),
    kidsPrice: toMoneyInput(roomType?.kidsPrice ?? 0, currency),
    extraBedPrice: toMoneyInput(roomType?.extraBedPrice ?? 0, currency),
    serviceIds: roomType?.serviceIds ?? [],
  };
}

export function formValuesToRequest(values: RoomTypeFormValues, currency: string): RoomTypeRequest {
  return {
    name: values.name,
    shortCode: values.shortCode,
    description: values.description,
    baseOccupancy: Number(values.baseOccupancy),
    higherOccupancy: Number(values.higherOccupancy),
    kidsOccupancy: Number(values.kidsOccupancy),
    extraBed: Number(values.extraBed),
    basePrice: toMinor(values.basePrice, currency),
    additionalPersonPrice: toMinor(values.additionalPersonPrice, currency),
    kidsPrice: toMinor(values.kidsPrice, currency),
    extraBedPrice: toMinor(values.extraBedPrice, currency),
    serviceIds: values.serviceIds,
  };
}
