import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GuestListResponse } from '@hotel/shared/contracts/guests';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { guestKeys } from './guest-keys';

export const GUESTS_PER_PAGE = 20;

/** GET /api/guest: one page of guests whose name, email, mobile or company matches, by name. */
export async function getGuests(filter: string, page: number, limit: number) {
  const { data } = await apiClient.get<GuestListResponse>('/guest', {
    params: { filter: filter || undefined, page, limit },
  });
  return data;
}

/** The guest list, the merge candidates and the booking form's guest search. */
export function useGuests(
  filter: string,
  page: number,
  { limit = GUESTS_PER_PAGE, isEnabled = true }: { limit?: number; isEnabled?: boolean } = {},
) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({
    queryKey: guestKeys.list(hotelId, filter, page, limit),
    queryFn: () => getGuests(filter, page, limit),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
