/**
 * Admin area (issue 18): messages of one hotel's admin pages (/admin/hotel/{id}/…) of the API in English; spread into the
 * `validation` and `errors` namespaces of messages-en.ts.
 */
export const adminHotelEditValidationEn = {};

export const adminHotelEditErrorsEn = {
  adminConfigPublicPageNeedsSetup:
    "The public page cannot be switched this way: its settings on the hotel's public page settings are incomplete or no longer valid",
  adminConfigGuestAppNeedsSetup:
    "The guest app cannot be switched this way: its settings on the hotel's guest app page are incomplete or no longer valid",
  adminConfigSmoobuNeedsSetup:
    "Smoobu cannot be switched this way: its settings on the hotel's Smoobu page are incomplete",
  adminConfigRoomRaccoonNeedsSetup:
    "RoomRaccoon cannot be switched on yet: set up its user name and password on the hotel's RoomRaccoon page first",
  adminConfigCsvImportNeedsSetup:
    "The CSV import cannot be switched on yet: set up its share, file path, user name and columns on the hotel's CSV import page first",
};
