import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import { isOpenAccessPayment } from '@hotel/shared/guest-app';

/** The four steps of self check-in, in order; the indicator always counts all four. */
export const SELF_CHECK_IN_STEPS = ['stay', 'registration', 'payment', 'done'] as const;
export type SelfCheckInStep = (typeof SELF_CHECK_IN_STEPS)[number];

/** Payments that still stand between the guest and the room (spec §4). */
export function openAccessPayments(booking: GuestBooking) {
  return booking.payments.filter(isOpenAccessPayment);
}

/**
 * Which steps this booking goes through: the registration step only where the hotel requires
 * the form (a German guest sees a short confirmation there), the payment step only while a
 * payment that grants room access is open.
 */
export function applicableSteps(booking: GuestBooking): SelfCheckInStep[] {
  return SELF_CHECK_IN_STEPS.filter((step) => {
    if (step === 'registration') return booking.selfCheckIn.registrationRequired;
    if (step === 'payment') {
      return booking.selfCheckIn.paymentRequired && openAccessPayments(booking).length > 0;
    }
    return true;
  });
}

export function nextStep(booking: GuestBooking, from: SelfCheckInStep): SelfCheckInStep {
  const steps = applicableSteps(booking);
  return steps[steps.indexOf(from) + 1] ?? 'done';
}

export function previousStep(booking: GuestBooking, from: SelfCheckInStep): SelfCheckInStep {
  const steps = applicableSteps(booking);
  return steps[Math.max(steps.indexOf(from) - 1, 0)] ?? 'stay';
}

/** A completed check-in opens on its result; any other starts at the top. */
export function firstStep(booking: GuestBooking): SelfCheckInStep {
  return booking.selfCheckIn.completed ? 'done' : 'stay';
}
