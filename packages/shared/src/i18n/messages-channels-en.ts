/**
 * Channel manager messages (issue 16) of the API in English; spread into the `validation` and
 * `errors` namespaces of messages-en.ts. Each helper area adds its keys to its own block.
 */
export const channelValidationEn = {
  smoobuApiKeyRequired: 'Please enter the Smoobu API key',
  smoobuChannelRequired: 'Please choose the channel our bookings are sent under',
  roomRaccoonUsernameRequired: 'Please enter the user name RoomRaccoon signs in with',
} as const;

export const channelErrorsEn = {
  // Spec §8 "Smoobu: cannot connect; incorrect API key".
  smoobuCannotConnect: 'Smoobu: cannot connect',
  smoobuIncorrectApiKey: 'Smoobu: incorrect API key',
  // Channel ingest (issue 16): a reservation that could not be applied, and why.
  channelReservationNotApplied: 'Reservation {{reservation}}: {{reason}}',
  channelBookingFinal: 'Not applied: booking {{number}} is {{status}}',
} as const;
