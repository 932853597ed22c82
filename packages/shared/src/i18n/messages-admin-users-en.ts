/**
 * Admin area (issue 18): messages of user administration (/admin/users) of the API in English; spread into the
 * `validation` and `errors` namespaces of messages-en.ts.
 */
export const adminUsersValidationEn = {};

export const adminUsersErrorsEn = {};
