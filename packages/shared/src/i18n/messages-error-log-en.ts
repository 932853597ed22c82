/**
 * Admin area (issue 18): messages of the error log (/admin/error_log) of the API in English; spread into the
 * `validation` and `errors` namespaces of messages-en.ts.
 */
export const errorLogValidationEn = {};

export const errorLogErrorsEn = {
  errorGroupNotFound: 'This error is no longer in the log',
};
