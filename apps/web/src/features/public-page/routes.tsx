import { httpStatusOf } from '@/lib/api-error';
import type { PageRoute, RouteMatch } from '@/lib/page-router/page-router';
import { queryClient } from '@/lib/query-client';
import { notFound } from '@/lib/route-errors';
import { publicHotelQueryOptions } from '@/features/public-page/api/get-public-hotel';

/** Loads the hotel before the page so the theme colour is there from the first paint. */
async function loadPublicHotel({ params }: RouteMatch) {
  const hotel = params.hotel;
  if (!hotel) notFound();
  try {
    await queryClient.ensureQueryData(publicHotelQueryOptions(hotel));
  } catch (error) {
    if (httpStatusOf(error) === 404) notFound();
    throw error;
  }
}

/** /public/:hotel: the public entry's router shows it in the Public hotel and Public guest layouts. */
export const publicPageRoutes = [
  {
    path: '/public/:hotel',
    titleKey: 'publicPage.title',
    load: loadPublicHotel,
    page: async () => (await import('./pages/public-hotel-page')).PublicHotelPage,
  },
] satisfies PageRoute[];
