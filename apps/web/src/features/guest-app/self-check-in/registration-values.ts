import type { GuestAppGuest, GuestBooking } from '@hotel/shared/contracts/guest-app';
import type { StayValues } from './stay-step';

/** The registration schema's bound on accompanying persons. */
export const MAX_COMPANIONS = 20;

/** The registration form as typed (companionNationalities: one code per accompanying person). */
export interface RegistrationValues {
  firstNames: string;
  lastName: string;
  birthDate: string;
  nationality: string;
  documentNumber: string;
  companionNationalities: string[];
}

/**
 * The form starts from what step 1 confirmed; everyone else on the booking is an accompanying
 * person, first assumed to share the guest's nationality (the guest changes what differs).
 */
export function registrationDefaults(
  stay: StayValues,
  guest: GuestAppGuest,
  booking: GuestBooking,
): RegistrationValues {
  const companions = Math.max(0, Math.min(booking.adults + booking.kids - 1, MAX_COMPANIONS));
  return {
    firstNames: stay.firstName,
    lastName: stay.lastName,
    birthDate: guest.birthDate ?? '',
    nationality: stay.nationality,
    documentNumber: '',
    companionNationalities: Array.from({ length: companions }, () => stay.nationality),
  };
}
