import { queryOptions } from '@tanstack/react-query';
import type { PublicAvailability } from '@hotel/shared/contracts/public-booking';
import { fetchJson } from '@/lib/fetch-client';
import { publicPageKeys } from '@/features/public-page/api/public-page-keys';

export interface StaySearch {
  arrival: string;
  departure: string;
  adults: number;
  kids: number;
}

/**
 * GET /api/public/available_rooms?hotel&arrival&departure&guests&kids: the room types free for
 * the whole stay, with its price. The hotel (id or symbol) goes in the query, as the spec's path
 * has no hotel segment.
 */
export function getAvailableRooms(hotel: string, stay: StaySearch, signal?: AbortSignal) {
  const query = new URLSearchParams({
    hotel,
    arrival: stay.arrival,
    departure: stay.departure,
    guests: String(stay.adults),
    kids: String(stay.kids),
  });
  return fetchJson<PublicAvailability>(`/public/available_rooms?${query}`, { signal });
}

export const availableRoomsQueryOptions = (hotel: string, stay: StaySearch) =>
  queryOptions({
    queryKey: publicPageKeys.availability(hotel, stay),
    queryFn: ({ signal }) => getAvailableRooms(hotel, stay, signal),
    // Short, like the API's max-age: a room may go any minute.
    staleTime: 30_000,
  });
