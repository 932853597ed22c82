import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ApiKey, ApiKeyCreated } from '@hotel/shared/contracts/api-keys';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState, ListLoadState } from '@/components/ui/list-states';
import { TextLink } from '@/components/ui/text-link';
import { errorMessage } from '@/lib/api-error';
import { confirmDelete } from '@/lib/confirm';
import { formatDateTime } from '@/lib/date-format';
import { useApiKeys } from '../api/api-keys';
import { useRevokeApiKeyMutation } from '../api/revoke-api-key';
import { permissionKey } from './api-text-keys';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { SecretOnceDialog } from './secret-once-dialog';

function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKeyMutation();
  const onRevoke = async () => {
    const isConfirmed = await confirmDelete({
      title: t('apiPlugin.keys.revokeTitle', { name: apiKey.name }),
      message: t('apiPlugin.keys.revokeText'),
      confirmLabel: t('apiPlugin.keys.revoke'),
    });
    if (!isConfirmed) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => toast.success(t('apiPlugin.keys.revoked', { name: apiKey.name })),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };
  return (
    <li
      className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-start sm:justify-between"
      data-testid="api-key-row"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-medium text-slate-900">{apiKey.name}</span>
          <code className="text-xs text-slate-600" data-testid="api-key-prefix">
            {apiKey.prefix}…
          </code>
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('apiPlugin.keys.permissions')}>
          {apiKey.permissions.map((permission) => (
            <li
              key={permission}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200 ring-inset"
            >
              {t(`apiPlugin.permission.${permissionKey(permission)}.label`)}
            </li>
          ))}
        </ul>
        <p className="text-xs text-slate-500">
          {t('apiPlugin.keys.created', { date: formatDateTime(apiKey.createdAt) })}
          {' · '}
          {apiKey.lastUsedAt
            ? t('apiPlugin.keys.lastUsed', { date: formatDateTime(apiKey.lastUsedAt) })
            : t('apiPlugin.keys.neverUsed')}
        </p>
      </div>
      <Button
        size="sm"
        variant="secondary"
        className="self-start"
        onPress={() => void onRevoke()}
        isLoading={revoke.isPending}
        aria-label={t('apiPlugin.keys.revokeNamed', { name: apiKey.name })}
        data-testid="api-key-revoke"
      >
        {t('apiPlugin.keys.revoke')}
      </Button>
    </li>
  );
}

/** The hotel's API keys: the list, "New API key", and the new key shown once. */
export function ApiKeysCard() {
  const { t } = useTranslation();
  const keysQuery = useApiKeys();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const keys = keysQuery.data;
  const createButton = (
    <Button size="sm" onPress={() => setIsCreating(true)} data-testid="api-key-create">
      <Plus aria-hidden className="size-4" />
      {t('apiPlugin.keys.create')}
    </Button>
  );

  return (
    <Card aria-labelledby="api-keys-title">
      <CardHeader
        titleId="api-keys-title"
        title={t('apiPlugin.keys.title')}
        description={t('apiPlugin.keys.description')}
        actions={keys && keys.length > 0 ? createButton : undefined}
      />
      <ListLoadState query={keysQuery} />
      {keys?.length === 0 && (
        <CardBody>
          <EmptyState
            icon={<KeyRound aria-hidden className="size-6" />}
            title={t('apiPlugin.keys.emptyTitle')}
            text={t('apiPlugin.keys.emptyText')}
            action={
              <div className="flex flex-col items-center gap-3">
                {createButton}
                <TextLink to="/plugins/api/docs" className="text-sm">
                  {t('apiPlugin.keys.emptyDocs')}
                </TextLink>
              </div>
            }
          />
        </CardBody>
      )}
      {keys && keys.length > 0 && (
        <ul className="divide-y divide-slate-100" data-testid="api-key-list">
          {keys.map((apiKey) => (
            <ApiKeyRow key={apiKey.id} apiKey={apiKey} />
          ))}
        </ul>
      )}
      <CreateApiKeyDialog isOpen={isCreating} onOpenChange={setIsCreating} onCreated={setCreated} />
      <SecretOnceDialog
        title={t('apiPlugin.keys.createdTitle', { name: created?.name ?? '' })}
        label={t('apiPlugin.keys.createdLabel')}
        intro={t('apiPlugin.keys.createdText')}
        secret={created?.key ?? null}
        testId="api-key-created"
        onClose={() => setCreated(null)}
      />
    </Card>
  );
}
