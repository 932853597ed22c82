/**
 * Admin area (issue 18): messages of guest notification deliveries across hotels (/admin/guest_notification) of the API in English; spread into the
 * `validation` and `errors` namespaces of messages-en.ts.
 */
export const adminDeliveriesValidationEn = {
  adminDeliveriesPageInvalid: 'Please choose a page between 1 and 10,000',
  adminDeliveriesLimitInvalid: 'Please choose between 1 and 100 deliveries per page',
  adminDeliveriesDaysInvalid: 'Please choose a period of 1 to 90 days',
};

export const adminDeliveriesErrorsEn = {};
