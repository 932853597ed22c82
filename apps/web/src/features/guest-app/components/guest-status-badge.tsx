import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { GuestDisplayedStatus } from '@hotel/shared/guest-app';

/** Spec §4 "Guest-app displayed status": one tone each; checked in wears the hotel's accent. */
const tones: Record<GuestDisplayedStatus, string> = {
  pending_payment: 'bg-amber-100 text-amber-900',
  pending_confirmation: 'bg-sky-100 text-sky-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  checked_in: 'bg-(color:--guest-accent) text-(color:--guest-accent-text)',
  completed: 'bg-slate-200 text-slate-800',
  canceled: 'bg-red-100 text-red-900',
};

export function GuestStatusBadge({ status }: { status: GuestDisplayedStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="guest-booking-status"
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
      )}
    >
      {t(`guestApp.status.${status}`)}
    </span>
  );
}
