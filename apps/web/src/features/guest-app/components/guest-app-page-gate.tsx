import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import {
  useGuestAppConfig,
  type GuestAppConfig,
} from '@/features/guest-app/api/get-guest-app-config';
import { useGuestAppHotel } from '@/features/guest-app/api/use-guest-app-hotel';
import { GuestAppDisabledNotice } from '@/features/guest-app/components/guest-app-disabled-notice';

/**
 * Every guest-app page: the hotel's settings are loaded by the route; a hotel that switched its
 * guest app off gets the notice (its contact is in the layout's footer) instead of the page.
 */
export function GuestAppPageGate({
  children,
}: {
  children: (config: GuestAppConfig) => ReactNode;
}) {
  const hotel = useGuestAppHotel();
  const { data: config } = useGuestAppConfig(hotel);
  if (!config) return <PageSpinner />;
  if (!config.guest_app.enabled) return <GuestAppDisabledNotice config={config} />;
  return children(config);
}
