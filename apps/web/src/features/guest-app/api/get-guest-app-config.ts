import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestAppHotel } from '@hotel/shared/contracts/public-hotel';
import { fetchJson } from '@/lib/fetch-client';
import { guestAppKeys } from '@/features/guest-app/api/guest-app-keys';

/** GET /api/guest_app/{hotel}: what a guest may see about the hotel, without signing in. */
export type GuestAppConfig = GuestAppHotel;

export async function getGuestAppConfig(hotel: string) {
  return fetchJson<GuestAppConfig>(`/guest_app/${encodeURIComponent(hotel)}`);
}

export const guestAppConfigQueryOptions = (hotel: string) =>
  queryOptions({
    queryKey: guestAppKeys.config(hotel),
    queryFn: () => getGuestAppConfig(hotel),
    staleTime: 5 * 60_000,
  });

export function useGuestAppConfig(hotel: string) {
  return useQuery(guestAppConfigQueryOptions(hotel));
}
