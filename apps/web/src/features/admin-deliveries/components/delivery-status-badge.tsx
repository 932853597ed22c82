import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { DeliveryStatus } from '@hotel/shared/guest-notifications';

/** The booking page's tones: failures stand out, what waits looks like it waits. */
const tones: Record<DeliveryStatus, string> = {
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  sending: 'bg-amber-50 text-amber-800 ring-amber-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  unsent: 'bg-red-50 text-red-800 ring-red-200',
  canceled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="delivery-status"
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[status],
      )}
    >
      {t(`deliveryStatus.${status}`)}
    </span>
  );
}
