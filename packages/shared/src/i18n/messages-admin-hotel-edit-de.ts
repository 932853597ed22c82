import type {
  adminHotelEditErrorsEn,
  adminHotelEditValidationEn,
} from './messages-admin-hotel-edit-en';

type Texts<T> = { [K in keyof T]: string };

/** Admin area (issue 18): messages of one hotel's admin pages (/admin/hotel/{id}/…) of the API in German. */
export const adminHotelEditValidationDe: Texts<typeof adminHotelEditValidationEn> = {};

export const adminHotelEditErrorsDe: Texts<typeof adminHotelEditErrorsEn> = {};
