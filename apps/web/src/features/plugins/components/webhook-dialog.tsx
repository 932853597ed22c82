import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENTS,
  webhookEndpointCreateSchema,
  webhookEndpointUpdateSchema,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEvent,
} from '@hotel/shared/contracts/webhooks';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormSwitchField } from '@/components/ui/form-switch-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { applyServerIssues } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { useCreateWebhookEndpointMutation } from '../api/create-webhook-endpoint';
import { useUpdateWebhookEndpointMutation } from '../api/update-webhook-endpoint';
import { FormCheckboxList } from './form-checkbox-list';
import { eventKey } from './api-text-keys';

interface FormValues {
  url: string;
  description: string;
  events: WebhookEvent[];
  enabled: boolean;
}
const FIELDS = ['url', 'description', 'events', 'enabled'] as const;

/**
 * Adds an endpoint (its address can't change later: a new address gets a new secret) or edits
 * one's description, events and whether it is active. A new endpoint's secret goes to `onCreated`.
 */
export function WebhookDialog({
  endpoint,
  onClose,
  onCreated,
}: {
  /** null: a new endpoint. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (created: WebhookEndpointCreated) => void;
}) {
  const { t } = useTranslation();
  const isNew = endpoint === null;
  const create = useCreateWebhookEndpointMutation();
  const update = useUpdateWebhookEndpointMutation();
  const mutation = isNew ? create : update;
  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver: (isNew
      ? schemaResolver(webhookEndpointCreateSchema)
      : schemaResolver(webhookEndpointUpdateSchema)) as never,
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? [...WEBHOOK_EVENTS],
      enabled: endpoint?.enabled ?? true,
    },
  });

  const onError = (error: unknown) => applyServerIssues(error, setError, FIELDS);
  const onSubmit = handleSubmit((values) => {
    if (isNew) {
      const { url, description, events } = values;
      create.mutate(
        { url, description, events },
        {
          onSuccess: (created) => {
            onClose();
            onCreated(created);
          },
          onError,
        },
      );
      return;
    }
    const { description, events, enabled } = values;
    update.mutate(
      { id: endpoint.id, description, events, enabled },
      { onSuccess: onClose, onError },
    );
  });

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable
      title={t(isNew ? 'apiPlugin.webhooks.addTitle' : 'apiPlugin.webhooks.editTitle')}
    >
      <form noValidate onSubmit={onSubmit} data-testid="webhook-form">
        <div className="flex flex-col gap-4 px-5 pt-2 pb-5">
          {isNew ? (
            <FormTextField
              control={control}
              name="url"
              type="url"
              label={t('apiPlugin.webhooks.url')}
              description={t('apiPlugin.webhooks.urlHint')}
              placeholder="https://"
              maxLength={500}
              isRequired
              autoFocus
              data-testid="webhook-url"
            />
          ) : (
            <p className="text-sm break-all text-slate-700" data-testid="webhook-form-url">
              {endpoint.url}
            </p>
          )}
          <FormTextField
            control={control}
            name="description"
            label={t('apiPlugin.webhooks.descriptionLabel')}
            description={t('apiPlugin.webhooks.descriptionHint')}
            maxLength={100}
            data-testid="webhook-description"
          />
          <FormCheckboxList
            control={control}
            name="events"
            legend={t('apiPlugin.webhooks.events')}
            testIdPrefix="webhook-event"
            choices={WEBHOOK_EVENTS.map((event) => ({
              value: event,
              label: t(`apiPlugin.event.${eventKey(event)}.label`),
              description: t(`apiPlugin.event.${eventKey(event)}.description`),
            }))}
          />
          {!isNew && (
            <FormSwitchField
              control={control}
              name="enabled"
              label={t('apiPlugin.webhooks.enabled')}
              hint={t('apiPlugin.webhooks.enabledHint')}
              data-testid="webhook-form-enabled"
            />
          )}
          <FormError error={mutation.error} />
        </div>
        <DialogFooter>
          <Button variant="secondary" onPress={onClose}>
            {t('app.common.cancel')}
          </Button>
          <Button type="submit" isLoading={mutation.isPending} data-testid="webhook-submit">
            {t(isNew ? 'apiPlugin.webhooks.addSubmit' : 'app.common.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
