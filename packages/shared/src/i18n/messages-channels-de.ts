/**
 * Channel-Manager-Meldungen (Issue 16) der API auf Deutsch; in die Namensräume `validation`
 * und `errors` von messages-de.ts eingefügt.
 */
export const channelValidationDe = {
  smoobuApiKeyRequired: 'Bitte den Smoobu-API-Schlüssel eingeben',
  smoobuChannelRequired: 'Bitte den Kanal wählen, unter dem unsere Buchungen gesendet werden',
  roomRaccoonUsernameRequired:
    'Bitte den Benutzernamen eingeben, mit dem sich RoomRaccoon anmeldet',
  // RoomRaccoon (issue 16).
  roomRaccoonPasswordRequired: 'Bitte ein Passwort vergeben, bevor RoomRaccoon eingeschaltet wird',
  roomRaccoonCodeDuplicate: 'Jeder RoomRaccoon-Zimmertyp-Code darf nur einmal vorkommen',
} as const;

export const channelErrorsDe = {
  smoobuCannotConnect: 'Smoobu: keine Verbindung möglich',
  smoobuIncorrectApiKey: 'Smoobu: falscher API-Schlüssel',
  // Der Smoobu-Assistent und sein Webhook (Helfer smoobu).
  smoobuKeyMissing: 'Bitte zuerst den Smoobu-API-Schlüssel speichern',
  smoobuRoomNotFound: 'Dieses Zimmer gibt es in diesem Hotel nicht',
  smoobuRoomMappedTwice: 'Zimmer {{room}} ist mehr als einem Apartment zugeordnet',
  smoobuEnableNeedsKey: 'Smoobu lässt sich nur mit einem gespeicherten API-Schlüssel einschalten',
  smoobuEnableNeedsApartment:
    'Smoobu lässt sich nur einschalten, wenn mindestens ein Apartment einem Zimmer zugeordnet ist',
  smoobuEnableNeedsChannel:
    'Smoobu lässt sich erst einschalten, wenn der Kanal für unsere Buchungen gewählt ist',
  smoobuWebhookUnknown: 'Diese Adresse ist nicht bekannt',
  // Channel-Eingang (Issue 16): eine Reservierung, die nicht übernommen werden konnte, und warum.
  channelReservationNotApplied: 'Reservierung {{reservation}}: {{reason}}',
  channelBookingFinal: 'Nicht übernommen: Buchung {{number}} ist {{status}}',
} as const;
