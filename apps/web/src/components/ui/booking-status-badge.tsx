import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@hotel/shared/booking-status';

/** One tone per status, so the desk recognises a status before reading it. */
const tones: Record<BookingStatus, string> = {
  new: 'bg-sky-50 text-sky-800 ring-sky-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  checked_in: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  completed: 'bg-slate-100 text-slate-700 ring-slate-200',
  canceled: 'bg-red-50 text-red-800 ring-red-200',
};

export function BookingStatusBadge({
  status,
  className,
}: {
  status: BookingStatus;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="booking-status"
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[status],
        className,
      )}
    >
      {t(`bookingStatus.${status}`)}
    </span>
  );
}
