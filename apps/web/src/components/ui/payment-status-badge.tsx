import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@hotel/shared/payment-status';

/** One tone per status, so the desk sees at a glance which money has arrived. */
const tones: Record<PaymentStatus, string> = {
  new: 'bg-sky-50 text-sky-800 ring-sky-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
  canceled: 'bg-red-50 text-red-800 ring-red-200',
};

export function PaymentStatusBadge({
  status,
  className,
}: {
  status: PaymentStatus;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="payment-status"
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[status],
        className,
      )}
    >
      {t(`paymentStatus.${status}`)}
    </span>
  );
}
