import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestCoGuestRequest } from '@hotel/shared/contracts/guest-app';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { guestAppKeys } from '@/features/guest-app/api/guest-app-keys';
import { guestFetch } from '@/features/guest-app/api/guest-fetch';

/** PUT …/bookings/{id}/guest: a co-guest by name (the server refuses one beyond maxGuests). */
export function addCoGuest(hotel: GuestAppConfig, bookingId: string, body: GuestCoGuestRequest) {
  return guestFetch<unknown>(hotel, `/bookings/${encodeURIComponent(bookingId)}/guest`, {
    method: 'PUT',
    body,
  });
}

/** DELETE …/bookings/{id}/guest/{guestId}: never the main guest (the server refuses it). */
export function removeCoGuest(hotel: GuestAppConfig, bookingId: string, guestId: string) {
  const path = `/bookings/${encodeURIComponent(bookingId)}/guest/${encodeURIComponent(guestId)}`;
  return guestFetch<unknown>(hotel, path, { method: 'DELETE' });
}

/** Both change who is on the booking: the booking (and the list's cards) load again. */
function useInvalidateBooking(hotel: GuestAppConfig) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: guestAppKeys.bookings(hotel.symbol_code) });
}

export function useAddCoGuest(hotel: GuestAppConfig, bookingId: string) {
  const invalidate = useInvalidateBooking(hotel);
  return useMutation({
    mutationFn: (body: GuestCoGuestRequest) => addCoGuest(hotel, bookingId, body),
    onSuccess: invalidate,
  });
}

export function useRemoveCoGuest(hotel: GuestAppConfig, bookingId: string) {
  const invalidate = useInvalidateBooking(hotel);
  return useMutation({
    mutationFn: (guestId: string) => removeCoGuest(hotel, bookingId, guestId),
    onSuccess: invalidate,
  });
}
