/**
 * Admin area (issue 18): messages of one hotel's admin pages (/admin/hotel/{id}/…) of the API in English; spread into the
 * `validation` and `errors` namespaces of messages-en.ts.
 */
export const adminHotelEditValidationEn = {};

export const adminHotelEditErrorsEn = {};
