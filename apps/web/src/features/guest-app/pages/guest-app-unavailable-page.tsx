import { PageSpinner } from '@/components/ui/spinner';
import { useGuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { useGuestAppHotel } from '@/features/guest-app/api/use-guest-app-hotel';
import { GuestAppDisabledNotice } from '@/features/guest-app/components/guest-app-disabled-notice';

/**
 * Every guest-app path shows the hotel's contact details and that guest sign-in is not set up:
 * the sign-in by SMS code and the booking screens need the guest endpoints of spec §7, which this
 * product does not offer yet, so no hotel can have a working guest app and we say so plainly.
 */
export function GuestAppUnavailablePage() {
  const hotel = useGuestAppHotel();
  const { data: config } = useGuestAppConfig(hotel);
  if (!config) return <PageSpinner />;
  return <GuestAppDisabledNotice config={config} />;
}
