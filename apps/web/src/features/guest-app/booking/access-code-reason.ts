import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import { isOpenAccessPayment } from '@hotel/shared/guest-app';

export type AccessCodeReason =
  'closed' | 'paymentOpen' | 'selfCheckInMissing' | 'mainGuestSelfCheckInMissing' | 'notYet';

/**
 * Why a booking shows no door code (the server's rule: packages/shared isAccessGranted): the
 * stay is over or canceled, a payment that grants access is open, self check-in is missing (the
 * viewer's to do, or the main guest's: only they are offered it), or access is granted but the
 * hotel has not set a code yet.
 */
export function accessCodeReason(booking: GuestBooking): AccessCodeReason {
  if (booking.status === 'canceled' || booking.status === 'completed') return 'closed';
  if (booking.payments.some(isOpenAccessPayment) || booking.selfCheckIn.paymentRequired) {
    return 'paymentOpen';
  }
  const { available, completed } = booking.selfCheckIn;
  if (available && !completed) return 'selfCheckInMissing';
  // Not this viewer's to do (the server offers it to the main guest only), yet access waits for
  // it: with nothing else open, only a self check-in the main guest has not done holds it back.
  if (!available && !completed && !booking.accessGranted) return 'mainGuestSelfCheckInMissing';
  return 'notYet';
}
