import { CheckCircle2, ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import { RouteLink } from '@/lib/page-router/route-link';
import { guestButtonClasses } from '@/features/guest-app/components/guest-button-classes';
import { GuestCard } from '@/features/guest-app/components/guest-card';

/** Self check-in: the way in while it is open, a badge once it is done, nothing otherwise. */
export function SelfCheckInCall({ booking, hotel }: { booking: GuestBooking; hotel: string }) {
  const { t } = useTranslation();
  const { available, completed } = booking.selfCheckIn;
  if (completed) {
    return (
      <p
        className="inline-flex items-center gap-2 self-start rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900"
        data-testid="guest-self-check-in-completed"
      >
        <CheckCircle2 aria-hidden className="size-4" />
        {t('guestApp.selfCheckIn.completed')}
      </p>
    );
  }
  if (!available) return null;
  const path = `/guest_app/${encodeURIComponent(hotel)}/${encodeURIComponent(booking._id)}/self_check_in`;
  return (
    <GuestCard title={t('guestApp.selfCheckIn.title')}>
      <p className="mb-4 text-sm text-slate-600">{t('guestApp.selfCheckIn.text')}</p>
      <RouteLink
        to={path}
        className={guestButtonClasses('accent', { size: 'lg', isFullWidth: true })}
      >
        <ClipboardCheck aria-hidden className="size-5" />
        {t('guestApp.selfCheckIn.start')}
      </RouteLink>
    </GuestCard>
  );
}
