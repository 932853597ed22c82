import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
} from '@hotel/shared/contracts/webhooks';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState, ListLoadState } from '@/components/ui/list-states';
import { useWebhookEndpoints } from '../api/webhook-endpoints';
import { SecretOnceDialog } from './secret-once-dialog';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';
import { WebhookDialog } from './webhook-dialog';
import { WebhookRow } from './webhook-row';

/** What the card has open: the add or edit form, or an endpoint's delivery log. */
type OpenView = { kind: 'form'; endpoint: WebhookEndpoint | null } | { kind: 'log'; id: string };

/** The hotel's webhook endpoints: the list, adding and editing, secrets shown once, the logs. */
export function WebhooksCard() {
  const { t } = useTranslation();
  const endpointsQuery = useWebhookEndpoints();
  const [view, setView] = useState<OpenView | null>(null);
  const [secret, setSecret] = useState<WebhookEndpointCreated | null>(null);
  const endpoints = endpointsQuery.data;
  const close = () => setView(null);
  // The log follows the list's copy of its endpoint, so a resend's new status shows there too.
  const logEndpoint =
    view?.kind === 'log' ? endpoints?.find((endpoint) => endpoint.id === view.id) : undefined;
  const isFull = (endpoints?.length ?? 0) >= MAX_WEBHOOK_ENDPOINTS;
  const addButton = (
    <Button
      size="sm"
      isDisabled={isFull}
      onPress={() => setView({ kind: 'form', endpoint: null })}
      data-testid="webhook-add"
    >
      <Plus aria-hidden className="size-4" />
      {t('apiPlugin.webhooks.add')}
    </Button>
  );

  return (
    <Card aria-labelledby="webhooks-title">
      <CardHeader
        titleId="webhooks-title"
        title={t('apiPlugin.webhooks.title')}
        description={t('apiPlugin.webhooks.description')}
        actions={endpoints && endpoints.length > 0 ? addButton : undefined}
      />
      <ListLoadState query={endpointsQuery} />
      {endpoints?.length === 0 && (
        <CardBody>
          <EmptyState
            icon={<Webhook aria-hidden className="size-6" />}
            title={t('apiPlugin.webhooks.emptyTitle')}
            text={t('apiPlugin.webhooks.emptyText')}
            action={addButton}
          />
        </CardBody>
      )}
      {endpoints && endpoints.length > 0 && (
        <ul className="divide-y divide-slate-100" data-testid="webhook-list">
          {endpoints.map((endpoint) => (
            <WebhookRow
              key={endpoint.id}
              endpoint={endpoint}
              onEdit={() => setView({ kind: 'form', endpoint })}
              onOpenLog={() => setView({ kind: 'log', id: endpoint.id })}
              onSecretRolled={setSecret}
            />
          ))}
        </ul>
      )}
      {isFull && (
        <p className="px-5 pb-4 text-xs text-slate-500">
          {t('apiPlugin.webhooks.full', { max: MAX_WEBHOOK_ENDPOINTS })}
        </p>
      )}
      {view?.kind === 'form' && (
        <WebhookDialog endpoint={view.endpoint} onClose={close} onCreated={setSecret} />
      )}
      {logEndpoint && <WebhookDeliveriesDialog endpoint={logEndpoint} onClose={close} />}
      <SecretOnceDialog
        title={t('apiPlugin.webhooks.secretTitle')}
        label={t('apiPlugin.webhooks.secretLabel')}
        intro={t('apiPlugin.webhooks.secretText', { url: secret?.url ?? '' })}
        secret={secret?.secret ?? null}
        testId="webhook-secret"
        onClose={() => setSecret(null)}
      />
    </Card>
  );
}
