import { httpStatusOf } from '@/lib/api-error';
import type { PageRoute, RouteMatch } from '@/lib/page-router/page-router';
import { queryClient } from '@/lib/query-client';
import { notFound } from '@/lib/route-errors';
import { publicHotelQueryOptions } from '@/features/public-page/api/get-public-hotel';
import { testCheckoutQueryOptions } from '@/features/public-page/api/test-checkout';
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

/** The test checkout's data; an unknown session (or Stripe configured) is the not-found page. */
async function loadTestCheckout({ params }: RouteMatch) {
  const session = params.session;
  if (!session) notFound();
  try {
    await queryClient.ensureQueryData(testCheckoutQueryOptions(session));
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 404 || status === 400) notFound();
    throw error;
  }
}

/** The test checkout of online payments without Stripe, in the public page's layouts. */
export const testCheckoutRoute = {
  path: '/public/:hotel/checkout/:session',
  titleKey: 'publicBooking.checkout.title',
  namespaces: ['publicBooking'],
  load: async (match: RouteMatch) => {
    await Promise.all([loadPublicHotel(match), loadTestCheckout(match)]);
  },
  page: async () => (await import('./pages/test-checkout-page')).TestCheckoutPage,
} satisfies PageRoute;

/** /public/:hotel: the public entry's router shows it in the Public hotel and Public guest layouts. */
export const publicPageRoutes = [
  testCheckoutRoute,
  {
    path: '/public/:hotel',
    titleKey: 'publicPage.title',
    load: loadPublicHotel,
    // The entry's only page, in the entry's chunk: the HTML preloads it with the entry instead of
    // the browser finding it only once the entry runs (one round trip less before the slider).
    page: async () => PublicHotelPage,
  },
] satisfies PageRoute[];
