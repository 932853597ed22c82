import { isAxiosError } from 'axios';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';
import { queryClient } from '@/lib/query-client';
import { notFound } from '@/lib/route-errors';
import { publicHotelQueryOptions } from '@/features/public-page/api/get-public-hotel';

/** Loads the hotel before the page so the theme colour is there from the first paint. */
async function loadPublicHotel({ params }: LoaderFunctionArgs) {
  const hotel = params.hotel;
  if (!hotel) notFound();
  try {
    await queryClient.ensureQueryData(publicHotelQueryOptions(hotel));
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) notFound();
    throw error;
  }
  return null;
}

/** /public/:hotel: the public entry's router wraps this in the Public hotel and Public guest layouts. */
export const publicPageRoute = {
  path: 'public/:hotel',
  loader: loadPublicHotel,
  pageRoutes: [
    {
      index: true,
      handle: { titleKey: 'publicPage.title' } satisfies RouteHandle,
      lazy: { Component: async () => (await import('./pages/public-hotel-page')).PublicHotelPage },
    },
  ] satisfies RouteObject[],
};
