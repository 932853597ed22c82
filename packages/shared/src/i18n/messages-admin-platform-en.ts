/**
 * Admin area (issue 18): messages of service presets and the bwOnline SOAP service (/admin/service_presets, /admin/soap) of the API in English; spread into the
 * `validation` and `errors` namespaces of messages-en.ts.
 */
export const adminPlatformValidationEn = {};

export const adminPlatformErrorsEn = {};
