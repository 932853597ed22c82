import type {
  adminDeliveriesErrorsEn,
  adminDeliveriesValidationEn,
} from './messages-admin-deliveries-en';

type Texts<T> = { [K in keyof T]: string };

/** Admin area (issue 18): messages of guest notification deliveries across hotels (/admin/guest_notification) of the API in German. */
export const adminDeliveriesValidationDe: Texts<typeof adminDeliveriesValidationEn> = {
  adminDeliveriesPageInvalid: 'Bitte wählen Sie eine Seite zwischen 1 und 10.000',
  adminDeliveriesLimitInvalid: 'Bitte wählen Sie 1 bis 100 Zustellungen pro Seite',
  adminDeliveriesDaysInvalid: 'Bitte wählen Sie einen Zeitraum von 1 bis 90 Tagen',
};

export const adminDeliveriesErrorsDe: Texts<typeof adminDeliveriesErrorsEn> = {};
