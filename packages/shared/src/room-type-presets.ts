import type { Language } from './i18n/languages';

/**
 * The built-in room types a super admin can give a new hotel (issue 18, /admin/hotel/create).
 * They are created in the hotel's default language; prices are in minor units of the hotel's
 * currency and only a starting point the owner changes on the room types page.
 */
export interface RoomTypePreset {
  key: string;
  name: Record<Language, string>;
  shortCode: string;
  baseOccupancy: number;
  higherOccupancy: number;
  kidsOccupancy: number;
  extraBed: number;
  basePrice: number;
  additionalPersonPrice: number;
}

export const ROOM_TYPE_PRESETS = [
  {
    key: 'single',
    name: { de: 'Einzelzimmer', en: 'Single room' },
    shortCode: 'EZ',
    baseOccupancy: 1,
    higherOccupancy: 1,
    kidsOccupancy: 0,
    extraBed: 0,
    basePrice: 6900,
    additionalPersonPrice: 0,
  },
  {
    key: 'double',
    name: { de: 'Doppelzimmer', en: 'Double room' },
    shortCode: 'DZ',
    baseOccupancy: 2,
    higherOccupancy: 2,
    kidsOccupancy: 1,
    extraBed: 1,
    basePrice: 9900,
    additionalPersonPrice: 0,
  },
  {
    key: 'twin',
    name: { de: 'Zweibettzimmer', en: 'Twin room' },
    shortCode: 'TW',
    baseOccupancy: 2,
    higherOccupancy: 2,
    kidsOccupancy: 0,
    extraBed: 0,
    basePrice: 9900,
    additionalPersonPrice: 0,
  },
  {
    key: 'family',
    name: { de: 'Familienzimmer', en: 'Family room' },
    shortCode: 'FZ',
    baseOccupancy: 2,
    higherOccupancy: 4,
    kidsOccupancy: 2,
    extraBed: 1,
    basePrice: 13900,
    additionalPersonPrice: 2500,
  },
  {
    key: 'suite',
    name: { de: 'Suite', en: 'Suite' },
    shortCode: 'SU',
    baseOccupancy: 2,
    higherOccupancy: 3,
    kidsOccupancy: 1,
    extraBed: 1,
    basePrice: 19900,
    additionalPersonPrice: 3000,
  },
  {
    key: 'apartment',
    name: { de: 'Ferienwohnung', en: 'Apartment' },
    shortCode: 'FW',
    baseOccupancy: 2,
    higherOccupancy: 4,
    kidsOccupancy: 2,
    extraBed: 1,
    basePrice: 12900,
    additionalPersonPrice: 2000,
  },
] as const satisfies readonly RoomTypePreset[];

export type RoomTypePresetKey = (typeof ROOM_TYPE_PRESETS)[number]['key'];

export const ROOM_TYPE_PRESET_KEYS = ROOM_TYPE_PRESETS.map((preset) => preset.key) as [
  RoomTypePresetKey,
  ...RoomTypePresetKey[],
];

export function roomTypePresetOf(key: RoomTypePresetKey): RoomTypePreset {
  return ROOM_TYPE_PRESETS.find((preset) => preset.key === key)!;
}
