/**
 * Door-lock messages (issue 15) the API sends, in English; merged into the `validation` and
 * `errors` namespaces of messages-en.ts (kept apart so the catalogue stays readable).
 */
export const lockValidationEn = {
  lockIdRequired: 'Lock is required',
  lockNameRequired: 'Please enter a name for the lock',
  lockProviderIdRequired: 'Please enter the lock’s id at the provider',
  sharedLockWithoutRoom: 'A shared lock (entrance or common door) does not belong to a room',
  url: 'Please enter an https:// address (http:// only for this server itself)',
  /** A stored SOAP password is never sent to another address or account unasked. */
  passwordForNewAddress: 'Please enter the password again for the new address',
} as const;

export const lockErrorsEn = {
  lockListFailed: 'Unable to get a list of locks',
  lockOpenFailed: 'Unable to open the lock',
  lockNotFound: 'Lock not found',
  lockProviderIdTaken: 'Another lock already has the provider id {{providerId}}',
  lockRoomTaken: 'Room {{number}} already has a lock ({{name}})',
  lockRoomNotFound: 'Room not found',
  lockSimulatorInactive: 'Test mode is not active for this hotel’s locks',
  /** The provider's own text, which the spec prefers to the generic message. */
  lockProviderMessage: '{{message}}',
  lockNotYours: 'This door is not part of your stay',
  lockAccessNotConfirmed: 'Your booking is not confirmed yet, so the doors do not open for it',
  lockAccessNoRoom: 'No room is assigned to your booking yet',
  lockAccessNotYet: 'Your doors open from {{from}}',
  lockAccessOver: 'Your stay is over; the doors no longer open for it',
  lockAccessCanceled: 'This booking is canceled; the doors do not open for it',
  lockAccessPaymentOpen: 'Please pay the open payment first; then the doors open',
  lockAccessSelfCheckInOpen: 'Please complete the self check-in first; then the doors open',
  lockAppOpeningUnavailable:
    'This hotel has no doors that open from the app. Please use the access code.',
} as const;
