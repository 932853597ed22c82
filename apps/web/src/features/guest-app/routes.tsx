import { httpStatusOf } from '@/lib/api-error';
import { SHARED_MESSAGES } from '@/lib/i18n';
import { RouteRedirect, type PageRoute, type RouteMatch } from '@/lib/page-router/page-router';
import { queryClient } from '@/lib/query-client';
import { notFound } from '@/lib/route-errors';
import {
  defaultGuestAppHotel,
  guestTokenHotelId,
  readLastGuestAppHotel,
  rememberGuestAppHotel,
} from '@/lib/guest-session';
import { GuestBookingPage } from '@/features/guest-app/pages/guest-booking-page';
import { GuestHomePage } from '@/features/guest-app/pages/guest-home-page';
import { GuestLoginPage } from '@/features/guest-app/pages/guest-login-page';
import { guestAppConfigQueryOptions } from '@/features/guest-app/api/get-guest-app-config';

/**
 * Loads the hotel's guest-app settings before any guest-app page; unknown hotel → 404, or what
 * `onUnknownHotel` decides.
 */
async function loadGuestAppHotel({ params }: RouteMatch, onUnknownHotel = notFound) {
  const hotel = params.hotel ?? defaultGuestAppHotel();
  if (!hotel) notFound();
  try {
    await queryClient.ensureQueryData(guestAppConfigQueryOptions(hotel));
  } catch (error) {
    if (httpStatusOf(error) === 404) onUnknownHotel();
    throw error;
  }
  rememberGuestAppHotel(hotel);
}

/**
 * `/guest_app/{segment}`: a hotel's home, or (spec §2, the hotel segment left out) a booking of
 * the signed-in guest's hotel, which the token tells. The two paths look alike, so a segment that
 * is no hotel goes on to that hotel's booking page, whose load says whether it is a booking.
 */
async function loadHotelHomeOrBooking(match: RouteMatch) {
  await loadGuestAppHotel(match, () => {
    const tokenHotel = guestTokenHotelId();
    const segment = match.params.hotel;
    if (!tokenHotel || !segment || segment === tokenHotel) notFound();
    throw new RouteRedirect(
      `/guest_app/${encodeURIComponent(tokenHotel)}/${encodeURIComponent(segment)}`,
    );
  });
}

/**
 * `/guest_app` alone (the installed app's start address): the home of the signed-in guest's hotel
 * or of the last one visited, whose guard then asks for sign-in if need be.
 */
async function loadLastHotelHome(match: RouteMatch) {
  await loadGuestAppHotel(match);
  const hotel = readLastGuestAppHotel();
  if (hotel) throw new RouteRedirect(`/guest_app/${encodeURIComponent(hotel)}`);
}

/**
 * Every guest-app path: the guest token decides between sign-in and the rest. The three pages are
 * in the entry's chunk, not lazy: each can be the first screen (sign-in, home, a booking from a
 * link), together they are about 9 KB gzip, and as lazy chunks sharing icons with the staff and
 * public pages they split Lucide's core out of the shared chunk, which the public page pays for.
 */
const guestAppPath = { guards: ['guestAppAuth'], load: loadGuestAppHotel } as const;

/**
 * /guest_app/…: the guest-app entry's router shows these in the Guest app layout. The first match
 * wins, so `/guest_app/login` is the sign-in of the signed-in guest's hotel (then the home) or of
 * the last hotel visited, not a hotel "login".
 */
export const guestAppRoutes = [
  {
    ...guestAppPath,
    path: '/guest_app/:hotel?/login',
    titleKey: 'guestApp.login.pageTitle',
    page: async () => GuestLoginPage,
  },
  {
    ...guestAppPath,
    path: '/guest_app/:hotel',
    load: loadHotelHomeOrBooking,
    titleKey: 'guestApp.home.pageTitle',
    page: async () => GuestHomePage,
  },
  {
    ...guestAppPath,
    path: '/guest_app/:hotel?/:booking/self_check_in',
    titleKey: 'selfCheckIn.pageTitle',
    namespaces: ['selfCheckIn', SHARED_MESSAGES],
    page: async () => (await import('./self-check-in/self-check-in-page')).SelfCheckInPage,
  },
  {
    ...guestAppPath,
    path: '/guest_app/:hotel?/:booking',
    titleKey: 'guestApp.booking.pageTitle',
    page: async () => GuestBookingPage,
  },
  { ...guestAppPath, path: '/guest_app', load: loadLastHotelHome },
] satisfies PageRoute[];
