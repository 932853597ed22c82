import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GuestListResponse } from '@hotel/shared/contracts/guests';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { guestKeys } from './guest-keys';

export const GUESTS_PER_PAGE = 20;

/** GET /api/guest: one page of guests, sorted by last and first name. */
export async function getGuests(filter: string, page: number, limit = GUESTS_PER_PAGE) {
  const { data } = await apiClient.get<GuestListResponse>('/guest', {
    params: { filter: filter || undefined, page, limit },
  });
  return data;
}

export function useGuests(filter: string, page: number) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({
    queryKey: guestKeys.list(hotelId, filter, page),
    queryFn: () => getGuests(filter, page),
    placeholderData: keepPreviousData,
  });
}
