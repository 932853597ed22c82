import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GuestListResponse } from '@hotel/shared/contracts/guests';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { bookingKeys } from './booking-keys';

/** GET /api/guest?filter=: name, email, mobile or company. */
export async function searchGuests(filter: string) {
  const { data } = await apiClient.get<GuestListResponse>('/guest', {
    params: { filter, limit: 10 },
  });
  return data.items;
}

export function useGuestSearch(filter: string) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({
    queryKey: bookingKeys.guestSearch(hotelId, filter),
    queryFn: () => searchGuests(filter),
    enabled: filter.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
