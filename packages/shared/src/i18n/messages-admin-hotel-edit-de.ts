import type {
  adminHotelEditErrorsEn,
  adminHotelEditValidationEn,
} from './messages-admin-hotel-edit-en';

type Texts<T> = { [K in keyof T]: string };

/** Admin area (issue 18): messages of one hotel's admin pages (/admin/hotel/{id}/…) of the API in German. */
export const adminHotelEditValidationDe: Texts<typeof adminHotelEditValidationEn> = {};

export const adminHotelEditErrorsDe: Texts<typeof adminHotelEditErrorsEn> = {
  adminConfigPublicPageNeedsSetup:
    'Die öffentliche Seite lässt sich so nicht umschalten: Ihre Einstellungen auf der Seite des Hotels sind unvollständig oder nicht mehr gültig',
  adminConfigGuestAppNeedsSetup:
    'Die Gäste-App lässt sich so nicht umschalten: Ihre Einstellungen auf der Seite des Hotels sind unvollständig oder nicht mehr gültig',
  adminConfigSmoobuNeedsSetup:
    'Smoobu lässt sich so nicht umschalten: Die Einstellungen auf der Smoobu-Seite des Hotels sind unvollständig',
  adminConfigRoomRaccoonNeedsSetup:
    'RoomRaccoon lässt sich noch nicht einschalten: Richten Sie zuerst Benutzername und Passwort auf der RoomRaccoon-Seite des Hotels ein',
  adminConfigCsvImportNeedsSetup:
    'Der CSV-Import lässt sich noch nicht einschalten: Richten Sie zuerst Freigabe, Dateipfad, Benutzername und Spalten auf der CSV-Import-Seite des Hotels ein',
};
