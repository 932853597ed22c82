/**
 * Texts the API writes into documents and messages for guests (the registration form's PDF,
 * the sign-in SMS), in English; part of the message catalogue, kept apart from the errors and
 * validation messages the web shows.
 */
export const documentTextsEn = {
  registrationForm: {
    title: 'Meldeschein / Registration form',
    accommodation: 'Accommodation',
    bookingNumber: 'Booking no.',
    arrival: 'Arrival',
    departure: 'Expected departure',
    lastName: 'Surname',
    firstNames: 'First names',
    birthDate: 'Date of birth',
    nationality: 'Nationality',
    documentNumber: 'ID card or passport number',
    companionCount: 'Number of companions',
    companionNationalities: 'Nationalities of the companions',
    none: 'none',
    filledIn: 'Filled in on',
    deleteAfter: 'To be deleted after',
    legal:
      'Collected under sections 29 and 30 of the German Federal Registration Act (BMG), filled in by the guest in the guest app. Kept for one year after departure, then deleted.',
  },
  guestSignIn: {
    smsCode:
      '{{code}} is your code for the guest app of {{hotel}}. It is valid for {{minutes}} minutes.',
  },
} as const;
