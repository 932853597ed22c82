import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PublicCalendar } from '@hotel/shared/contracts/public-booking';
import { fetchJson } from '@/lib/fetch-client';
import { publicPageKeys } from '@/features/public-page/api/public-page-keys';

/** GET /api/public/calendar/{hotel}?from&to: which days a stay can start on. */
export function getPublicCalendar(hotel: string, from: string, to: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ from, to });
  return fetchJson<PublicCalendar>(`/public/calendar/${encodeURIComponent(hotel)}?${query}`, {
    signal,
  });
}

export const publicCalendarQueryOptions = (hotel: string, from: string, to: string) =>
  queryOptions({
    queryKey: publicPageKeys.calendar(hotel, from, to),
    queryFn: ({ signal }) => getPublicCalendar(hotel, from, to, signal),
    // Availability changes with every booking: a minute old at most, like the API's max-age.
    staleTime: 60_000,
    // While the next month loads, the grid keeps its days instead of flashing empty.
    placeholderData: keepPreviousData,
  });
