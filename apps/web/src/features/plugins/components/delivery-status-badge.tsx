import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_DELIVERY_STATUSES } from '@hotel/shared/contracts/webhooks';

type DeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

const tones: Record<DeliveryStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

function isDeliveryStatus(status: string): status is DeliveryStatus {
  return (WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(status);
}

/** A delivery's outcome at a glance: waiting (or retrying), delivered, failed for good. */
export function DeliveryStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = isDeliveryStatus(status) ? status : null;
  return (
    <span
      data-testid="delivery-status"
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        known ? tones[known] : 'bg-slate-100 text-slate-700 ring-slate-200',
      )}
    >
      {known ? t(`apiPlugin.deliveryStatus.${known}`) : status}
    </span>
  );
}
