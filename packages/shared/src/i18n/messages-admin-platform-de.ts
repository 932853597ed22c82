import type {
  adminPlatformErrorsEn,
  adminPlatformValidationEn,
} from './messages-admin-platform-en';

type Texts<T> = { [K in keyof T]: string };

/** Admin area (issue 18): messages of service presets and the bwOnline SOAP service (/admin/service_presets, /admin/soap) of the API in German. */
export const adminPlatformValidationDe: Texts<typeof adminPlatformValidationEn> = {};

export const adminPlatformErrorsDe: Texts<typeof adminPlatformErrorsEn> = {};
