import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Hotel } from '@hotel/shared/contracts/hotel';
import type { SessionUser } from '@hotel/shared/contracts/user';
import { apiClient } from '@/lib/api-client';
import { hotelKeys } from '@/lib/session/session-keys';
import { useCurrentUser } from '@/lib/session/current-user-query';

export async function fetchHotels() {
  const { data } = await apiClient.get<Hotel[]>('/hotel');
  return data;
}

export const hotelsQueryOptions = () =>
  queryOptions({ queryKey: hotelKeys.list(), queryFn: fetchHotels });

/** Staff data loads only for people who work in a hotel or run the platform (spec §4). */
export function mayLoadStaffData(user: SessionUser | undefined | null) {
  return Boolean(user && (user.superAdmin || user.memberships.length > 0));
}

export function useHotels() {
  const { data: user } = useCurrentUser();
  return useQuery({ ...hotelsQueryOptions(), enabled: mayLoadStaffData(user) });
}
