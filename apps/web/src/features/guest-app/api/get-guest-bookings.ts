import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestBookingsResponse } from '@hotel/shared/contracts/guest-app';
import { GUEST_BOOKINGS_PAGE_SIZE, type GuestBookingType } from '@hotel/shared/guest-app';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { guestAppKeys } from '@/features/guest-app/api/guest-app-keys';
import { guestFetch } from '@/features/guest-app/api/guest-fetch';

/** GET …/bookings: the guest's stays, current and upcoming (`active`) or past (`history`). */
export function getGuestBookings(
  hotel: GuestAppConfig,
  bookingType: GuestBookingType,
  page: number,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({
    bookingType,
    limit: String(GUEST_BOOKINGS_PAGE_SIZE),
    page: String(page),
  });
  return guestFetch<GuestBookingsResponse>(hotel, `/bookings?${query}`, { signal });
}

export const guestBookingsQueryOptions = (
  hotel: GuestAppConfig,
  bookingType: GuestBookingType,
  page: number,
) =>
  queryOptions({
    queryKey: guestAppKeys.bookingList(hotel.symbol_code, bookingType, page),
    queryFn: ({ signal }) => getGuestBookings(hotel, bookingType, page, signal),
    // The next page keeps the current one on screen until it arrives, instead of a skeleton.
    placeholderData: keepPreviousData,
  });

export function useGuestBookings(
  hotel: GuestAppConfig,
  bookingType: GuestBookingType,
  page: number,
) {
  return useQuery(guestBookingsQueryOptions(hotel, bookingType, page));
}
