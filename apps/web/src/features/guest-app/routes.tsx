import { httpStatusOf } from '@/lib/api-error';
import { SHARED_MESSAGES } from '@/lib/i18n';
import type { PageRoute, RouteMatch } from '@/lib/page-router/page-router';
import { queryClient } from '@/lib/query-client';
import { notFound } from '@/lib/route-errors';
import { readLastGuestAppHotel, rememberGuestAppHotel } from '@/lib/guest-session';
import { guestAppConfigQueryOptions } from '@/features/guest-app/api/get-guest-app-config';

/** Loads the hotel's guest-app settings before any guest-app page; unknown hotel → 404. */
async function loadGuestAppHotel({ params }: RouteMatch) {
  const hotel = params.hotel ?? readLastGuestAppHotel();
  if (!hotel) notFound();
  try {
    await queryClient.ensureQueryData(guestAppConfigQueryOptions(hotel));
  } catch (error) {
    if (httpStatusOf(error) === 404) notFound();
    throw error;
  }
  rememberGuestAppHotel(hotel);
}

const guestAppPage = async () =>
  (await import('./pages/guest-app-unavailable-page')).GuestAppUnavailablePage;

/** Every guest-app path: the guest token decides between sign-in and the rest. */
const guestAppPath = { guards: ['guestAppAuth'], load: loadGuestAppHotel } as const;

/**
 * /guest_app/…: the guest-app entry's router shows these in the Guest app layout. The first match
 * wins, so `/guest_app/login` is the sign-in of the last hotel visited, not a hotel "login".
 */
export const guestAppRoutes = [
  {
    ...guestAppPath,
    path: '/guest_app/:hotel?/login',
    titleKey: 'guestApp.login.pageTitle',
    page: guestAppPage,
  },
  {
    ...guestAppPath,
    path: '/guest_app/:hotel',
    titleKey: 'guestApp.home.pageTitle',
    page: guestAppPage,
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
    page: guestAppPage,
  },
  { ...guestAppPath, path: '/guest_app' },
] satisfies PageRoute[];
