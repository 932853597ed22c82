/**
 * Admin area (issue 18): messages of guest notification deliveries across hotels (/admin/guest_notification) of the API in English; spread into the
 * `validation` and `errors` namespaces of messages-en.ts.
 */
export const adminDeliveriesValidationEn = {};

export const adminDeliveriesErrorsEn = {};
