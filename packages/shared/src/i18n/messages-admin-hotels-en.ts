/**
 * Admin area (issue 18): messages of hotel list and creation (/admin/hotel, /admin/hotel/create) of the API in English; spread into the
 * `validation` and `errors` namespaces of messages-en.ts.
 */
export const adminHotelsValidationEn = {};

export const adminHotelsErrorsEn = {
  adminHotelOwnerChanged:
    'An account with this email was created at the same moment. Please create the hotel again.',
};
