/**
 * Channel-Manager-Meldungen (Issue 16) der API auf Deutsch; in die Namensräume `validation`
 * und `errors` von messages-de.ts eingefügt.
 */
export const channelValidationDe = {
  smoobuApiKeyRequired: 'Bitte den Smoobu-API-Schlüssel eingeben',
  smoobuChannelRequired: 'Bitte den Kanal wählen, unter dem unsere Buchungen gesendet werden',
  roomRaccoonUsernameRequired:
    'Bitte den Benutzernamen eingeben, mit dem sich RoomRaccoon anmeldet',
} as const;

export const channelErrorsDe = {
  smoobuCannotConnect: 'Smoobu: keine Verbindung möglich',
  smoobuIncorrectApiKey: 'Smoobu: falscher API-Schlüssel',
  // Channel-Eingang (Issue 16): eine Reservierung, die nicht übernommen werden konnte, und warum.
  channelReservationNotApplied: 'Reservierung {{reservation}}: {{reason}}',
  channelBookingFinal: 'Nicht übernommen: Buchung {{number}} ist {{status}}',
} as const;
