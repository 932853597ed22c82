import type {
  GuestAppGuest,
  GuestBooking,
  RegistrationFormRequest,
  SelfCheckInGuestRequest,
} from '@hotel/shared/contracts/guest-app';
import { queryOptions } from '@tanstack/react-query';
import { guestFetch } from '@/features/guest-app/api/guest-fetch';
import { guestAppKeys } from '@/features/guest-app/api/guest-app-keys';

/** The hotel as guestFetch needs it (the guest-app config has both). */
export interface GuestAppHotelRef {
  _id: string;
  symbol_code: string;
}

export const selfCheckInKeys = {
  booking: (hotelId: string, bookingId: string) =>
    [...guestAppKeys.all, 'self-check-in', hotelId, 'booking', bookingId] as const,
  guest: (hotelId: string) => [...guestAppKeys.all, 'self-check-in', hotelId, 'guest'] as const,
};

/** GET …/bookings/{id}: the stay, its payments and where self check-in stands. */
export const guestBookingQueryOptions = (hotel: GuestAppHotelRef, bookingId: string) =>
  queryOptions({
    queryKey: selfCheckInKeys.booking(hotel._id, bookingId),
    queryFn: ({ signal }) =>
      guestFetch<GuestBooking>(hotel, `/bookings/${encodeURIComponent(bookingId)}`, { signal }),
  });

/** GET …/guest: the signed-in guest, whose details step 1 starts from. */
export const guestAppGuestQueryOptions = (hotel: GuestAppHotelRef) =>
  queryOptions({
    queryKey: selfCheckInKeys.guest(hotel._id),
    queryFn: ({ signal }) => guestFetch<GuestAppGuest>(hotel, '/guest', { signal }),
  });

const selfCheckInPath = (bookingId: string) =>
  `/bookings/${encodeURIComponent(bookingId)}/self_check_in`;

/** Step 1: PUT …/self_check_in/guest. */
export function saveSelfCheckInGuest(
  hotel: GuestAppHotelRef,
  bookingId: string,
  body: SelfCheckInGuestRequest,
) {
  return guestFetch<unknown>(hotel, `${selfCheckInPath(bookingId)}/guest`, { method: 'PUT', body });
}

/** Step 2: PUT …/self_check_in/registration (foreign guests only). */
export function saveRegistrationForm(
  hotel: GuestAppHotelRef,
  bookingId: string,
  body: RegistrationFormRequest,
) {
  return guestFetch<unknown>(hotel, `${selfCheckInPath(bookingId)}/registration`, {
    method: 'PUT',
    body,
  });
}

/** Step 3: GET …/payment/{id} answers where the guest pays. */
export function getPaymentCheckout(hotel: GuestAppHotelRef, paymentId: string) {
  return guestFetch<{ checkoutUrl: string }>(hotel, `/payment/${encodeURIComponent(paymentId)}`);
}

/** Step 4: POST …/self_check_in/complete. */
export function completeSelfCheckIn(hotel: GuestAppHotelRef, bookingId: string) {
  return guestFetch<unknown>(hotel, `${selfCheckInPath(bookingId)}/complete`, { method: 'POST' });
}
