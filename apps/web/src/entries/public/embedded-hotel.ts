import type { PublicHotel } from '@hotel/shared/contracts/public-hotel';
import { queryClient } from '@/lib/query-client';
import { publicPageKeys } from '@/features/public-page/api/public-page-keys';

/** Keep in step with PUBLIC_HOTEL_DATA_ID of apps/api/src/plugins/public-page-html.ts. */
const DATA_ID = 'public-hotel-data';

/**
 * The server puts the hotel's public data into the page it sends for /public/{hotel}: put it in
 * the query cache before the router loads, so the first screen renders without waiting for
 * GET /api/public/hotel (one round trip less on a phone).
 */
export function adoptEmbeddedHotel(pathname = window.location.pathname) {
  const element = document.getElementById(DATA_ID);
  const hotelParam = /^\/public\/([^/]+)/.exec(pathname)?.[1];
  if (!element?.textContent || !hotelParam) return;
  try {
    const hotel = JSON.parse(element.textContent) as PublicHotel;
    queryClient.setQueryData(publicPageKeys.hotel(decodeURIComponent(hotelParam)), hotel);
  } catch {
    // An unreadable block only costs the round trip it was meant to save.
  }
}

/** The server rendered the hotel's first screen into #root (data-server-paint). */
export function hasServerPaint(): boolean {
  return document.getElementById('root')?.hasAttribute('data-server-paint') ?? false;
}
