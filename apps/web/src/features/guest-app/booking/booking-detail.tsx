import { useTranslation } from 'react-i18next';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import type { LoadedGuestBooking } from '@/features/guest-app/api/get-guest-booking';
import { GuestStatusBadge } from '@/features/guest-app/components/guest-status-badge';
import { AccessCodeCard } from '@/features/guest-app/booking/access-code-card';
import { CoGuestsCard } from '@/features/guest-app/booking/co-guests-card';
import { DoorsCard } from '@/features/guest-app/booking/doors-card';
import { OfflineNote } from '@/features/guest-app/booking/offline-note';
import { PaymentsCard } from '@/features/guest-app/booking/payments-card';
import { SelfCheckInCall } from '@/features/guest-app/booking/self-check-in-call';
import { StayDetailsCard } from '@/features/guest-app/booking/stay-details-card';

/** One booking: the code and the doors first (what a guest at the door needs), then the rest. */
export function BookingDetail({
  config,
  hotel,
  loaded: { booking, offlineSavedAt },
}: {
  config: GuestAppConfig;
  hotel: string;
  loaded: LoadedGuestBooking;
}) {
  const { t } = useTranslation();
  const isReadOnly = offlineSavedAt !== null;
  return (
    <div className="flex flex-col gap-4">
      {offlineSavedAt && <OfflineNote savedAt={offlineSavedAt} />}
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-semibold text-white">
          {t('guestApp.booking.title', { number: booking.number })}
        </h2>
        <GuestStatusBadge status={booking.status} />
      </div>
      {!isReadOnly && <SelfCheckInCall booking={booking} hotel={hotel} />}
      <AccessCodeCard booking={booking} />
      <DoorsCard config={config} hotel={hotel} booking={booking} isReadOnly={isReadOnly} />
      <StayDetailsCard booking={booking} />
      <PaymentsCard config={config} booking={booking} isReadOnly={isReadOnly} />
      <CoGuestsCard config={config} booking={booking} isReadOnly={isReadOnly} />
    </div>
  );
}
