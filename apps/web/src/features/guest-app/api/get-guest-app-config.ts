import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestAppHotel } from '@hotel/shared/contracts/public-hotel';
import { ApiError } from '@/lib/api-error';
import { fetchJson } from '@/lib/fetch-client';
import { readStored, writeStored } from '@/lib/storage';
import { guestAppKeys } from '@/features/guest-app/api/guest-app-keys';

/** GET /api/guest_app/{hotel}: what a guest may see about the hotel, without signing in. */
export type GuestAppConfig = GuestAppHotel;

/** The last answer per hotel, so the app (and its stored booking) still opens offline. */
const storageKey = (hotel: string) => `guest_app_config:${hotel}`;

function readStoredConfig(hotel: string): GuestAppConfig | null {
  try {
    const parsed = JSON.parse(readStored(storageKey(hotel)) ?? 'null') as GuestAppConfig | null;
    return parsed && typeof parsed._id === 'string' && parsed.guest_app ? parsed : null;
  } catch {
    return null;
  }
}

export async function getGuestAppConfig(hotel: string) {
  try {
    const config = await fetchJson<GuestAppConfig>(`/guest_app/${encodeURIComponent(hotel)}`);
    writeStored(storageKey(hotel), JSON.stringify(config));
    return config;
  } catch (error) {
    // No answer at all (offline): the stored copy; a refusal (404 …) stays a refusal.
    const stored = error instanceof ApiError && !error.response ? readStoredConfig(hotel) : null;
    if (!stored) throw error;
    return stored;
  }
}

export const guestAppConfigQueryOptions = (hotel: string) =>
  queryOptions({
    queryKey: guestAppKeys.config(hotel),
    queryFn: () => getGuestAppConfig(hotel),
    staleTime: 5 * 60_000,
    networkMode: 'always',
  });

export function useGuestAppConfig(hotel: string) {
  return useQuery(guestAppConfigQueryOptions(hotel));
}
