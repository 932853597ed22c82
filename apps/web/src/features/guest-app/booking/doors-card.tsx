import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import { RouteLink } from '@/lib/page-router/route-link';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { formatGuestDate } from '@/features/guest-app/components/format';
import { guestButtonClasses } from '@/features/guest-app/components/guest-button-classes';
import { GuestCard } from '@/features/guest-app/components/guest-card';
import { AccessMethodSwitch } from '@/features/guest-app/booking/access-method-switch';
import { DoorButton } from '@/features/guest-app/booking/door-button';
import { PAYMENTS_CARD_ID } from '@/features/guest-app/booking/payments-card';

/** Why the doors do not open now, and the way forward where the guest has one. */
function DoorsNote({ booking, hotel }: { booking: GuestBooking; hotel: string }) {
  const { t } = useTranslation();
  const { state, reason } = booking.access;
  const note = (text: string) => (
    <p className="flex items-start gap-3 text-sm text-slate-700" data-testid="guest-doors-note">
      <LockKeyhole aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-500" />
      {text}
    </p>
  );
  if (state === 'pending') {
    return note(
      t('guestApp.doors.notYet', {
        date: formatGuestDate(booking.arrival),
        time: booking.checkInTime,
      }),
    );
  }
  if (state === 'access_denied' && reason === 'payment_open') {
    return (
      <div className="flex flex-col gap-3">
        {note(t('guestApp.doors.paymentOpen'))}
        <a href={`#${PAYMENTS_CARD_ID}`} className={guestButtonClasses('secondary')}>
          {t('guestApp.doors.toPayments')}
        </a>
      </div>
    );
  }
  if (state === 'access_denied') {
    if (!booking.selfCheckIn.available) return note(t('guestApp.doors.mainGuestSelfCheckIn'));
    const path = `/guest_app/${encodeURIComponent(hotel)}/${encodeURIComponent(booking._id)}/self_check_in`;
    return (
      <div className="flex flex-col gap-3">
        {note(t('guestApp.doors.selfCheckInOpen'))}
        <RouteLink to={path} className={guestButtonClasses('secondary')}>
          {t('guestApp.doors.toSelfCheckIn')}
        </RouteLink>
      </div>
    );
  }
  if (state === 'new') return note(t('guestApp.doors.notReady'));
  return note(t('guestApp.doors.closed'));
}

/**
 * The stay's doors (issue 15): "Open door" per door while access is allowed (room first, then
 * entrances, as the server lists them), otherwise when they open or what is still to do; and
 * the switch between the code and opening from the app. Hidden where the hotel has no door the
 * app opens (and the guest never switched to the app).
 */
export function DoorsCard({
  config,
  hotel,
  booking,
  isReadOnly,
}: {
  config: GuestAppConfig;
  hotel: string;
  booking: GuestBooking;
  /** The stored copy shown offline: no door can be opened from it. */
  isReadOnly: boolean;
}) {
  const { t } = useTranslation();
  const { access } = booking;
  const hasDoors = access.doors.length > 0;
  if (!hasDoors && booking.accessMethod !== 'app') return null;
  const isClosed = booking.status === 'canceled' || booking.status === 'completed';
  return (
    <GuestCard title={t('guestApp.doors.title')}>
      {access.state === 'access_allowed' && hasDoors ? (
        <>
          <ul className="divide-y divide-slate-100" data-testid="guest-doors">
            {access.doors.map((door) => (
              <DoorButton
                key={door._id}
                config={config}
                bookingId={booking._id}
                door={door}
                isDisabled={isReadOnly}
              />
            ))}
          </ul>
          {isReadOnly && (
            <p className="mt-2 text-sm text-slate-600">{t('guestApp.doors.offline')}</p>
          )}
        </>
      ) : (
        <DoorsNote booking={booking} hotel={hotel} />
      )}
      {!isReadOnly && !isClosed && (
        <AccessMethodSwitch config={config} bookingId={booking._id} method={booking.accessMethod} />
      )}
    </GuestCard>
  );
}
