import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import { isOpenAccessPayment } from '@hotel/shared/guest-app';

export type AccessCodeReason = 'closed' | 'paymentOpen' | 'selfCheckInMissing' | 'notYet';

/**
 * Why a booking shows no door code (the server's rule: packages/shared isAccessGranted): the
 * stay is over or canceled, a payment that grants access is open, self check-in is missing, or
 * access is granted but the hotel has not set a code yet.
 */
export function accessCodeReason(booking: GuestBooking): AccessCodeReason {
  if (booking.status === 'canceled' || booking.status === 'completed') return 'closed';
  if (booking.payments.some(isOpenAccessPayment) || booking.selfCheckIn.paymentRequired) {
    return 'paymentOpen';
  }
  if (booking.selfCheckIn.available && !booking.selfCheckIn.completed) return 'selfCheckInMissing';
  return 'notYet';
}
