import type {
  adminDeliveriesErrorsEn,
  adminDeliveriesValidationEn,
} from './messages-admin-deliveries-en';

type Texts<T> = { [K in keyof T]: string };

/** Admin area (issue 18): messages of guest notification deliveries across hotels (/admin/guest_notification) of the API in German. */
export const adminDeliveriesValidationDe: Texts<typeof adminDeliveriesValidationEn> = {};

export const adminDeliveriesErrorsDe: Texts<typeof adminDeliveriesErrorsEn> = {};
