import { httpStatusOf } from '@/lib/api-error';
import type { PageRoute, RouteMatch } from '@/lib/page-router/page-router';
import { queryClient } from '@/lib/query-client';
import { notFound } from '@/lib/route-errors';
import { publicHotelQueryOptions } from '@/features/public-page/api/get-public-hotel';
import { preloadFirstSlide } from '@/features/public-page/image-variants';
import { PublicHotelPage } from '@/features/public-page/pages/public-hotel-page';

/** Loads the hotel before the page so the theme colour is there from the first paint. */
async function loadPublicHotel({ params }: RouteMatch) {
  const hotel = params.hotel;
  if (!hotel) notFound();
  try {
    const data = await queryClient.ensureQueryData(publicHotelQueryOptions(hotel));
    if (!data.public_page.disabled) preloadFirstSlide(data.public_page.hotel_slider);
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
    // The entry's only page, in the entry's chunk: the HTML preloads it with the entry instead of
    // the browser finding it only once the entry runs (one round trip less before the slider).
    page: async () => PublicHotelPage,
  },
] satisfies PageRoute[];
