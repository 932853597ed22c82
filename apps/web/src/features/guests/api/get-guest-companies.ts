import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { guestKeys } from '@/lib/guest-data/guest-keys';

/** GET /api/guest/companies: company names already used, for suggestions. */
export async function getGuestCompanies(search: string) {
  const { data } = await apiClient.get<string[]>('/guest/companies', {
    params: { search: search || undefined },
  });
  return data;
}

export function useGuestCompanies(search: string) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({
    queryKey: guestKeys.companies(hotelId, search),
    queryFn: () => getGuestCompanies(search),
    placeholderData: keepPreviousData,
  });
}
