import type { errorLogErrorsEn, errorLogValidationEn } from './messages-error-log-en';

type Texts<T> = { [K in keyof T]: string };

/** Admin area (issue 18): messages of the error log (/admin/error_log) of the API in German. */
export const errorLogValidationDe: Texts<typeof errorLogValidationEn> = {};

export const errorLogErrorsDe: Texts<typeof errorLogErrorsEn> = {
  errorGroupNotFound: 'Dieser Fehler ist nicht mehr im Protokoll',
};
