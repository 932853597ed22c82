import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
} from '@hotel/shared/contracts/webhooks';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/checkbox';
import { errorMessage } from '@/lib/api-error';
import { confirmDelete, isConfirmed } from '@/lib/confirm';
import { formatDateTime } from '@/lib/date-format';
import { useDeleteWebhookEndpointMutation } from '../api/delete-webhook-endpoint';
import { useRollWebhookSecretMutation } from '../api/roll-webhook-secret';
import { useUpdateWebhookEndpointMutation } from '../api/update-webhook-endpoint';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { eventKey } from './api-text-keys';

/** One endpoint: address, events, the switch, its newest delivery, and what can be done with it. */
export function WebhookRow({
  endpoint,
  onEdit,
  onOpenLog,
  onSecretRolled,
}: {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onOpenLog: () => void;
  onSecretRolled: (rolled: WebhookEndpointCreated) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateWebhookEndpointMutation();
  const roll = useRollWebhookSecretMutation();
  const remove = useDeleteWebhookEndpointMutation();
  const onMutationError = (error: unknown) => toast.error(errorMessage(error));
  const { lastDelivery } = endpoint;
  const hasAllEvents = endpoint.events.length === WEBHOOK_EVENTS.length;

  const onToggle = (enabled: boolean) =>
    update.mutate(
      {
        id: endpoint.id,
        description: endpoint.description,
        events: endpoint.events,
        enabled,
      },
      { onError: onMutationError },
    );
  const onRoll = async () => {
    const isSure = await isConfirmed({
      title: t('apiPlugin.webhooks.rollTitle'),
      message: t('apiPlugin.webhooks.rollText'),
      confirmLabel: t('apiPlugin.webhooks.roll'),
    });
    if (isSure) roll.mutate(endpoint.id, { onSuccess: onSecretRolled, onError: onMutationError });
  };
  const onDelete = async () => {
    const isSure = await confirmDelete({
      title: t('apiPlugin.webhooks.deleteTitle'),
      message: t('apiPlugin.webhooks.deleteText', { url: endpoint.url }),
      confirmLabel: t('apiPlugin.webhooks.delete'),
    });
    if (isSure) {
      remove.mutate(endpoint.id, {
        onSuccess: () => toast.success(t('apiPlugin.webhooks.deleted')),
        onError: onMutationError,
      });
    }
  };

  return (
    <li className="flex flex-col gap-3 px-5 py-4" data-testid="webhook-row">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <code className="text-sm break-all text-slate-900" data-testid="webhook-row-url">
            {endpoint.url}
          </code>
          {endpoint.description && <p className="text-sm text-slate-600">{endpoint.description}</p>}
          <p className="text-xs text-slate-500">
            {hasAllEvents
              ? t('apiPlugin.webhooks.allEvents')
              : endpoint.events
                  .map((event) => t(`apiPlugin.event.${eventKey(event)}.label`))
                  .join(', ')}
          </p>
        </div>
        <Switch
          isSelected={endpoint.enabled}
          isDisabled={update.isPending}
          onChange={onToggle}
          aria-label={t('apiPlugin.webhooks.enabledFor', { url: endpoint.url })}
          data-testid="webhook-enabled"
        >
          <span className="text-slate-700">
            {t(endpoint.enabled ? 'apiPlugin.webhooks.on' : 'apiPlugin.webhooks.off')}
          </span>
        </Switch>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        {lastDelivery ? (
          <>
            <span>{t('apiPlugin.webhooks.lastDelivery')}</span>
            <DeliveryStatusBadge status={lastDelivery.status} />
            <span>
              {formatDateTime(lastDelivery.at)}
              {lastDelivery.responseStatus !== null && ` · HTTP ${lastDelivery.responseStatus}`}
            </span>
          </>
        ) : (
          <span>{t('apiPlugin.webhooks.noDelivery')}</span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onPress={onOpenLog} data-testid="webhook-deliveries">
          {t('apiPlugin.webhooks.deliveries')}
        </Button>
        <Button size="sm" variant="secondary" onPress={onEdit} data-testid="webhook-edit">
          {t('apiPlugin.webhooks.edit')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => void onRoll()}
          isLoading={roll.isPending}
          data-testid="webhook-roll-secret"
        >
          {t('apiPlugin.webhooks.roll')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700"
          onPress={() => void onDelete()}
          isLoading={remove.isPending}
          data-testid="webhook-delete"
        >
          {t('apiPlugin.webhooks.delete')}
        </Button>
      </div>
    </li>
  );
}
