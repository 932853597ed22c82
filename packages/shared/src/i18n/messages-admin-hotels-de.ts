import type { adminHotelsErrorsEn, adminHotelsValidationEn } from './messages-admin-hotels-en';

type Texts<T> = { [K in keyof T]: string };

/** Admin area (issue 18): messages of hotel list and creation (/admin/hotel, /admin/hotel/create) of the API in German. */
export const adminHotelsValidationDe: Texts<typeof adminHotelsValidationEn> = {};

export const adminHotelsErrorsDe: Texts<typeof adminHotelsErrorsEn> = {
  adminHotelOwnerChanged:
    'Im selben Moment wurde ein Konto mit dieser E-Mail-Adresse angelegt. Bitte legen Sie das Hotel noch einmal an.',
};
