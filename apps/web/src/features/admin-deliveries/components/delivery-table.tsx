import { useTranslation } from 'react-i18next';
import type { AdminDelivery } from '@hotel/shared/contracts/admin-deliveries';
import { formatDateTime } from '@/lib/date-format';
import { BREAKPOINTS, useMediaQuery } from '@/lib/use-media-query';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { ResendDeliveryButton } from './resend-delivery-button';

const th = 'px-3 py-2 text-left font-medium';
const td = 'px-3 py-2';

/** The moment that matters for its status: when it arrived, went out, or is due. */
function timeOf(delivery: AdminDelivery) {
  return delivery.deliveredAt ?? delivery.sentAt ?? delivery.scheduledFor;
}

function useLabels() {
  const { t } = useTranslation();
  return {
    t,
    reason: (delivery: AdminDelivery) =>
      delivery.reason ? t(`deliveryReason.${delivery.reason}`) : '—',
    provider: (delivery: AdminDelivery) =>
      delivery.provider ? t(`adminDeliveries.providers.${delivery.provider}`) : '—',
    recipient: (delivery: AdminDelivery) =>
      delivery.recipient || t('adminDeliveries.list.noRecipient'),
  };
}

/**
 * Deliveries as a table on wide screens and as cards below: one or the other is rendered, so
 * each delivery's row and resend button exist once.
 */
export function DeliveryTable({ items }: { items: AdminDelivery[] }) {
  const isWide = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`);
  return isWide ? <DeliveryRows items={items} /> : <DeliveryCards items={items} />;
}

function DeliveryRows({ items }: { items: AdminDelivery[] }) {
  const { t, reason, provider, recipient } = useLabels();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={t('adminDeliveries.list.title')}>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className={th}>
              {t('adminDeliveries.list.time')}
            </th>
            <th scope="col" className={th}>
              {t('adminDeliveries.list.hotel')}
            </th>
            <th scope="col" className={th}>
              {t('adminDeliveries.list.booking')}
            </th>
            <th scope="col" className={th}>
              {t('adminDeliveries.list.message')}
            </th>
            <th scope="col" className={th}>
              {t('adminDeliveries.list.status')}
            </th>
            <th scope="col" className={th}>
              {t('adminDeliveries.list.reason')}
            </th>
            <th scope="col" className={th}>
              {t('adminDeliveries.list.provider')}
            </th>
            <th scope="col" className={th}>
              {t('adminDeliveries.list.recipient')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('adminDeliveries.list.attempts')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('adminDeliveries.list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((delivery) => (
            <tr key={delivery.id} data-testid={`delivery-row-${delivery.id}`}>
              <td className={`${td} whitespace-nowrap tabular-nums`}>
                {formatDateTime(timeOf(delivery))}
              </td>
              <td className={td}>{delivery.hotel.name}</td>
              <td className={`${td} tabular-nums`}>#{delivery.booking.number}</td>
              <td className={td}>
                <span className="block">{t(`notificationMessage.${delivery.message}`)}</span>
                <span className="block text-xs text-slate-600">
                  {t(`notificationGateway.${delivery.gateway}`)}
                </span>
              </td>
              <td className={td}>
                <DeliveryStatusBadge status={delivery.status} />
              </td>
              <td className={`${td} max-w-56 text-slate-700`}>{reason(delivery)}</td>
              <td className={`${td} whitespace-nowrap`}>{provider(delivery)}</td>
              <td className={`${td} font-mono text-xs whitespace-nowrap`}>{recipient(delivery)}</td>
              <td className={`${td} text-right tabular-nums`}>{delivery.attempts}</td>
              <td className={`${td} text-right`}>
                <ResendDeliveryButton delivery={delivery} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeliveryCards({ items }: { items: AdminDelivery[] }) {
  const { t, reason, provider, recipient } = useLabels();
  return (
    <ul className="divide-y divide-slate-100" aria-label={t('adminDeliveries.list.title')}>
      {items.map((delivery) => (
        <li
          key={delivery.id}
          data-testid={`delivery-row-${delivery.id}`}
          className="flex flex-col gap-1.5 px-4 py-3 text-sm"
        >
          <span className="flex items-start justify-between gap-2">
            <span className="min-w-0 font-semibold text-slate-900">
              {t(`notificationMessage.${delivery.message}`)} ·{' '}
              {t(`notificationGateway.${delivery.gateway}`)}
            </span>
            <DeliveryStatusBadge status={delivery.status} />
          </span>
          <span className="text-slate-700">
            {delivery.hotel.name} · #{delivery.booking.number}
          </span>
          {delivery.reason && <span className="text-red-800">{reason(delivery)}</span>}
          <span className="text-xs text-slate-600">
            {formatDateTime(timeOf(delivery))} · {provider(delivery)} ·{' '}
            <span className="font-mono">{recipient(delivery)}</span> ·{' '}
            {t('adminDeliveries.list.attemptsCount', { count: delivery.attempts })}
          </span>
          <span>
            <ResendDeliveryButton delivery={delivery} />
          </span>
        </li>
      ))}
    </ul>
  );
}
