import type { ReactNode } from 'react';
import { createPageRouter } from '@/lib/page-router/page-router';
import { PublicGuestLayout } from '@/entries/public/public-guest-layout';
import { PublicHotelLayout } from '@/entries/public/public-hotel-layout';
import { publicPageRoutes } from '@/features/public-page/routes';

/**
 * The public booking page (`/public/:hotel`), an entry of its own for anonymous visitors. Its
 * layouts are in the entry chunk: every page needs them, so loading them lazily only adds a trip.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <PublicHotelLayout>
      <PublicGuestLayout>{children}</PublicGuestLayout>
    </PublicHotelLayout>
  );
}

export function createPublicRouter() {
  return createPageRouter({
    entry: 'public',
    routes: publicPageRoutes,
    namespaces: ['app', 'publicPage'],
  });
}
