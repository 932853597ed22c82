import {
  DEFAULT_HOTEL_SETTING,
  type CreateHotelRequest,
  type Hotel,
} from '@hotel/shared/contracts/hotel';
import type { Language } from '@hotel/shared/i18n/messages';

export type HotelFormValues = CreateHotelRequest & { _id?: string };

/** Field paths of the hotel form, for mapping the server's issues onto them. */
export const HOTEL_FORM_FIELDS = [
  'name',
  'contact.name',
  'contact.address',
  'contact.email',
  'contact.phone',
  'setting.propertyType',
  'setting.defaultLanguage',
  'setting.timeZone',
  'setting.checkInTime',
  'setting.checkOutTime',
  'setting.dateFormat',
  'setting.dateDivider',
  'setting.currency',
] as const;

export function newHotelFormValues(language: Language, email: string): HotelFormValues {
  return {
    name: '',
    contact: { name: '', address: '', email, phone: '' },
    setting: { ...DEFAULT_HOTEL_SETTING, defaultLanguage: language },
  };
}

export function hotelToFormValues(hotel: Hotel): HotelFormValues {
  const { individual_properties: _derived, ...setting } = hotel.setting;
  return {
    _id: hotel._id,
    name: hotel.name,
    symbol_code: hotel.symbol_code,
    theme_color: hotel.theme_color || undefined,
    contact: { ...hotel.contact },
    setting,
  };
}
