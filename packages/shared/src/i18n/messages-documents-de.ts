/**
 * Texts the API writes into documents and messages for guests (the registration form's PDF,
 * the sign-in SMS), in German; part of the message catalogue, kept apart from the
 * errors and validation messages the web shows.
 */
export const documentTextsDe = {
  registrationForm: {
    title: 'Meldeschein / Registration form',
    accommodation: 'Beherbergungsstätte',
    bookingNumber: 'Buchungsnr.',
    arrival: 'Ankunft',
    departure: 'Voraussichtliche Abreise',
    lastName: 'Familienname',
    firstNames: 'Vornamen',
    birthDate: 'Geburtsdatum',
    nationality: 'Staatsangehörigkeit',
    documentNumber: 'Ausweis- oder Passnummer',
    companionCount: 'Zahl der Mitreisenden',
    companionNationalities: 'Staatsangehörigkeiten der Mitreisenden',
    none: 'keine',
    filledIn: 'Ausgefüllt am',
    deleteAfter: 'Zu löschen nach dem',
    legal:
      'Erhoben nach §§ 29 und 30 Bundesmeldegesetz (BMG), vom Gast in der Gäste-App ausgefüllt. Aufbewahrt bis ein Jahr nach der Abreise, danach gelöscht.',
  },
  guestSignIn: {
    smsCode: '{{code}} ist Ihr Code für die Gäste-App von {{hotel}}. Er gilt {{minutes}} Minuten.',
  },
};
