import { isAxiosError } from 'axios';
import type { Hotel } from '@hotel/shared/contracts/hotel';
import type { Membership, SessionUser } from '@hotel/shared/contracts/user';
import { queryClient } from '@/lib/query-client';
import { currentUserQueryOptions } from '@/lib/session/current-user-query';
import { hotelsQueryOptions, mayLoadStaffData } from '@/lib/session/hotels-query';
import { useSessionStore } from '@/lib/session/session-store';

export interface LoadedSession {
  user: SessionUser | null;
  hotels: Hotel[];
  currentHotelId: string | null;
  membership: Membership | null;
}

/** The stored hotel if the person may still work in it, else their first hotel. */
export function resolveCurrentHotelId(
  storedHotelId: string | null,
  user: SessionUser,
  hotels: readonly Pick<Hotel, '_id'>[],
): string | null {
  const candidates = [
    ...user.memberships.map((membership) => membership.hotel._id),
    ...(user.superAdmin ? hotels.map((hotel) => hotel._id) : []),
  ];
  if (storedHotelId && candidates.includes(storedHotelId)) return storedHotelId;
  return candidates[0] ?? null;
}

/**
 * Route loaders call this before guards run. It reuses cached data, so navigating between
 * pages costs no request once the user is known.
 */
export async function loadSession(): Promise<LoadedSession> {
  const store = useSessionStore.getState();
  const empty: LoadedSession = { user: null, hotels: [], currentHotelId: null, membership: null };
  if (!store.token) return empty;
  let user: SessionUser;
  try {
    user = await queryClient.ensureQueryData(currentUserQueryOptions());
  } catch (error) {
    // 401: the api client has already logged out; the guards treat this as signed out.
    if (isAxiosError(error) && error.response?.status === 401) return empty;
    throw error;
  }
  const hotels = mayLoadStaffData(user)
    ? await queryClient.ensureQueryData(hotelsQueryOptions())
    : [];
  const currentHotelId = resolveCurrentHotelId(store.currentHotelId, user, hotels);
  if (currentHotelId !== store.currentHotelId) store.setCurrentHotelId(currentHotelId);
  const membership = user.memberships.find((item) => item.hotel._id === currentHotelId) ?? null;
  return { user, hotels, currentHotelId, membership };
}
