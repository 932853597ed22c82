import { DoorOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lock } from '@hotel/shared/contracts/locks';
import { Alert } from '@/components/ui/alert';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Button } from '@/components/ui/button';
import { EmptyState, ListSkeleton } from '@/components/ui/list-states';
import { useHasPermission } from '@/lib/session/use-session';
import { useLocks } from '../api/get-locks';
import { LockDialog } from './lock-dialog';
import { LockGroup } from './lock-group';
import { lockErrorText } from './lock-error-text';
import { LockProviderCard } from './lock-provider-card';

/**
 * The hotel's locks and their provider, to add, edit and open them. The body of the Locks
 * settings page, kept apart from the page so the admin area can show it for a hotel too; it
 * works on the hotel the api client sends.
 */
export function LocksManager() {
  const { t } = useTranslation();
  const query = useLocks();
  const canManage = useHasPermission('manageBookings');
  const [editing, setEditing] = useState<{ lock?: Lock } | null>(null);

  const addButton = canManage ? (
    <Button onPress={() => setEditing({})} data-testid="lock-create">
      <Plus aria-hidden className="size-4" />
      {t('locks.page.add')}
    </Button>
  ) : null;

  if (query.isPending) {
    return (
      <BorderedContainer>
        <ListSkeleton />
      </BorderedContainer>
    );
  }
  if (query.error) {
    return (
      <BorderedContainer>
        <Alert
          tone="error"
          data-testid="locks-error"
          actions={
            <Button size="sm" variant="secondary" onPress={() => void query.refetch()}>
              {t('app.common.retry')}
            </Button>
          }
        >
          {lockErrorText(query.error, t('errors.lockListFailed'))}
        </Alert>
      </BorderedContainer>
    );
  }

  const { shared, rooms, provider } = query.data;
  return (
    <div className="flex flex-col gap-4">
      <LockProviderCard provider={provider} />
      <BorderedContainer className="p-0! sm:p-0!">
        {shared.length + rooms.length === 0 ? (
          <EmptyState
            icon={<DoorOpen aria-hidden className="size-6" />}
            title={t('locks.page.emptyTitle')}
            text={t('locks.page.emptyText')}
            action={addButton}
          />
        ) : (
          <>
            {addButton && (
              <div className="flex justify-end border-b border-slate-100 px-4 py-3 sm:px-6">
                {addButton}
              </div>
            )}
            <LockGroup
              title={t('locks.groups.shared')}
              locks={shared}
              canManage={canManage}
              onEdit={(lock) => setEditing({ lock })}
            />
            <LockGroup
              title={t('locks.groups.rooms')}
              locks={rooms}
              canManage={canManage}
              onEdit={(lock) => setEditing({ lock })}
            />
          </>
        )}
      </BorderedContainer>
      <LockDialog isOpen={editing !== null} lock={editing?.lock} onClose={() => setEditing(null)} />
    </div>
  );
}
