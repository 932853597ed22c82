import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { WebhookDelivery, WebhookEndpoint } from '@hotel/shared/contracts/webhooks';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { ListLoadState } from '@/components/ui/list-states';
import { TextLink } from '@/components/ui/text-link';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/date-format';
import { useResendWebhookDeliveryMutation } from '../api/resend-webhook-delivery';
import { DELIVERY_LOG_LIMIT, useWebhookDeliveries } from '../api/webhook-deliveries';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { eventKey } from './api-text-keys';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 sm:flex-col sm:gap-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** The last error in the reader's language; an entry logged before codes keeps its words. */
function deliveryErrorText(t: TFunction, delivery: WebhookDelivery): string | null {
  if (!delivery.lastErrorCode) return delivery.lastError;
  return t(`apiPlugin.deliveryError.${delivery.lastErrorCode}`, {
    detail: delivery.lastErrorDetail ?? '',
  });
}

function DeliveryRow({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const resend = useResendWebhookDeliveryMutation();
  const onResend = () =>
    resend.mutate(
      { endpointId, deliveryId: delivery.id },
      {
        onSuccess: () => toast.success(t('apiPlugin.deliveries.resent')),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const dash = t('apiPlugin.deliveries.none');
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="delivery-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <DeliveryStatusBadge status={delivery.status} />
          <span className="font-medium text-slate-900">
            {t(`apiPlugin.event.${eventKey(delivery.event)}.label`)}
          </span>
          {delivery.resendOf && (
            <span className="text-xs text-slate-500">{t('apiPlugin.deliveries.isResend')}</span>
          )}
        </div>
        <Button
          size="xs"
          variant="secondary"
          onPress={onResend}
          isLoading={resend.isPending}
          data-testid="delivery-resend"
        >
          {t('apiPlugin.deliveries.resend')}
        </Button>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-xs sm:grid-cols-3">
        <Detail label={t('apiPlugin.deliveries.booking')}>
          {delivery.bookingId ? (
            <TextLink to={`/booking/${delivery.bookingId}`}>
              {t('apiPlugin.deliveries.openBooking')}
            </TextLink>
          ) : (
            dash
          )}
        </Detail>
        <Detail label={t('apiPlugin.deliveries.attempts')}>{delivery.attempts}</Detail>
        <Detail label={t('apiPlugin.deliveries.responseStatus')}>
          {delivery.responseStatus ?? dash}
        </Detail>
        <Detail label={t('apiPlugin.deliveries.createdAt')}>
          {formatDateTime(delivery.createdAt)}
        </Detail>
        <Detail label={t('apiPlugin.deliveries.lastAttemptAt')}>
          {delivery.lastAttemptAt ? formatDateTime(delivery.lastAttemptAt) : dash}
        </Detail>
        <Detail label={t('apiPlugin.deliveries.deliveredAt')}>
          {delivery.deliveredAt ? formatDateTime(delivery.deliveredAt) : dash}
        </Detail>
      </dl>
      {delivery.lastError && (
        <p className="text-xs text-red-700" data-testid="delivery-error">
          {t('apiPlugin.deliveries.lastError', { error: deliveryErrorText(t, delivery) })}
        </p>
      )}
    </li>
  );
}

/** One endpoint's delivery log, newest first, with "Resend" on each delivery. */
export function WebhookDeliveriesDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const deliveriesQuery = useWebhookDeliveries(endpoint.id);
  const deliveries = deliveriesQuery.data;
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable
      size="lg"
      title={t('apiPlugin.deliveries.title')}
    >
      <div className="flex flex-col gap-2 px-5 pt-1 pb-4 text-sm" data-testid="delivery-log">
        <p className="break-all text-slate-600">{endpoint.url}</p>
        <p className="text-xs text-slate-500">
          {t('apiPlugin.deliveries.hint', { count: DELIVERY_LOG_LIMIT })}
        </p>
        <ListLoadState query={deliveriesQuery} />
        {deliveries?.length === 0 && (
          <p className="py-6 text-center text-slate-600">{t('apiPlugin.deliveries.empty')}</p>
        )}
        {deliveries && deliveries.length > 0 && (
          <ul className="divide-y divide-slate-100">
            {deliveries.map((delivery) => (
              <DeliveryRow key={delivery.id} endpointId={endpoint.id} delivery={delivery} />
            ))}
          </ul>
        )}
      </div>
      <DialogFooter>
        <Button variant="secondary" onPress={onClose}>
          {t('app.common.close')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
