/**
 * Channel manager messages (issue 16) of the API in English; spread into the `validation` and
 * `errors` namespaces of messages-en.ts. Each helper area adds its keys to its own block.
 */
export const channelValidationEn = {
  smoobuApiKeyRequired: 'Please enter the Smoobu API key',
  smoobuChannelRequired: 'Please choose the channel our bookings are sent under',
  roomRaccoonUsernameRequired: 'Please enter the user name RoomRaccoon signs in with',
  // RoomRaccoon (issue 16).
  roomRaccoonPasswordRequired: 'Please set a password before switching RoomRaccoon on',
  roomRaccoonCodeDuplicate: 'Each RoomRaccoon room type code may appear only once',
} as const;

export const channelErrorsEn = {
  // Spec §8 "Smoobu: cannot connect; incorrect API key".
  smoobuCannotConnect: 'Smoobu: cannot connect',
  smoobuIncorrectApiKey: 'Smoobu: incorrect API key',
  // The Smoobu wizard and its webhook (helper smoobu).
  smoobuKeyMissing: 'Please store the Smoobu API key first',
  smoobuRoomNotFound: 'This room does not exist in this hotel',
  smoobuRoomMappedTwice: 'Room {{room}} is chosen for more than one apartment',
  smoobuEnableNeedsKey: 'Smoobu can only be switched on with a stored API key',
  smoobuEnableNeedsApartment:
    'Smoobu can only be switched on with at least one apartment assigned to a room',
  smoobuEnableNeedsChannel:
    'Smoobu can only be switched on once the channel for our bookings is chosen',
  smoobuWebhookUnknown: 'This address is not known',
  // Channel ingest (issue 16): a reservation that could not be applied, and why.
  channelReservationNotApplied: 'Reservation {{reservation}}: {{reason}}',
  channelBookingFinal: 'Not applied: booking {{number}} is {{status}}',
} as const;
