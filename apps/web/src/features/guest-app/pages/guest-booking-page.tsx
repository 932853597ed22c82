import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { useRouteParams } from '@/lib/page-router/page-router-view';
import { RouteLink } from '@/lib/page-router/route-link';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { useGuestBooking } from '@/features/guest-app/api/get-guest-booking';
import { useGuestAppHotel } from '@/features/guest-app/api/use-guest-app-hotel';
import { apiErrorText } from '@/features/guest-app/components/api-error-text';
import { GuestAppPageGate } from '@/features/guest-app/components/guest-app-page-gate';
import { guestButtonClasses } from '@/features/guest-app/components/guest-button-classes';
import { BookingDetail } from '@/features/guest-app/booking/booking-detail';

function BookingContent({
  config,
  hotel,
  id,
}: {
  config: GuestAppConfig;
  hotel: string;
  id: string;
}) {
  const { t } = useTranslation();
  const query = useGuestBooking(config, id);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return (
      <Alert
        tone="error"
        title={t('guestApp.booking.loadFailed')}
        actions={
          <button
            type="button"
            onClick={() => void query.refetch()}
            className={guestButtonClasses('secondary', { size: 'sm' })}
          >
            {t('guestApp.booking.retry')}
          </button>
        }
      >
        {apiErrorText(query.error)}
      </Alert>
    );
  }
  return <BookingDetail config={config} hotel={hotel} loaded={query.data} />;
}

/** /guest_app/{hotel?}/{booking}: one of the guest's bookings (spec §2, §7). */
export function GuestBookingPage() {
  const { t } = useTranslation();
  const hotel = useGuestAppHotel();
  const { booking = '' } = useRouteParams();
  return (
    <GuestAppPageGate>
      {(config) => (
        <div className="flex flex-col gap-4">
          <RouteLink
            to={`/guest_app/${encodeURIComponent(hotel)}`}
            className="inline-flex items-center gap-1 self-start rounded-lg text-sm font-medium text-white outline-none hover:underline focus-visible:ring-2 focus-visible:ring-white"
          >
            <ChevronLeft aria-hidden className="size-4" />
            {t('guestApp.booking.back')}
          </RouteLink>
          <BookingContent key={booking} config={config} hotel={hotel} id={booking} />
        </div>
      )}
    </GuestAppPageGate>
  );
}
