import { DoorOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockList } from '@hotel/shared/contracts/locks';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { ListSkeleton } from '@/components/ui/list-states';
import { formatTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useCurrentHotel } from '@/lib/session/hotel-query';
import { useHasPermission } from '@/lib/session/use-session';
import { useLocks } from '../api/get-locks';
import { useOpenLockMutation } from '../api/open-lock';
import { LastOpenings } from './last-openings';
import { lockErrorText } from './lock-error-text';
import { LockPicker } from './lock-picker';

function NoLocks({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const canManageHotel = useHasPermission('manageHotel');
  return (
    <div
      className="flex flex-col items-center gap-2 py-4 text-center"
      data-testid="quick-lock-empty"
    >
      <DoorOpen aria-hidden className="size-8 text-slate-400" />
      <p className="font-semibold text-slate-900">{t('locks.quick.emptyTitle')}</p>
      <p>{t('locks.quick.emptyText')}</p>
      {canManageHotel && (
        <ButtonLink href="/settings/locks" variant="secondary" onPress={onClose}>
          {t('locks.quick.emptyLink')}
        </ButtonLink>
      )}
    </div>
  );
}

/** Pick a door, open it, see what happened (the provider's error as it is) and the last openings. */
function OpenDoorForm({ locks, onClose }: { locks: LockList; onClose: () => void }) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const mutation = useOpenLockMutation();
  const timeZone = useCurrentHotel().data?.setting.timeZone;
  const selected = [...locks.shared, ...locks.rooms].find((lock) => lock._id === selectedId);

  const onSelect = (id: string | null) => {
    setSelectedId(id);
    // The last result was about the door picked before.
    mutation.reset();
  };
  const onOpen = () => {
    if (selectedId) mutation.mutate(selectedId);
  };

  return (
    // No form: Enter in the search picks a door and must never open one by itself.
    <>
      <DialogBody>
        <div className="flex flex-col gap-4">
          <LockPicker locks={locks} selectedId={selectedId} onChange={onSelect} />
          {mutation.isSuccess && selected && (
            <Alert tone="success" data-testid="quick-lock-result">
              {t('locks.quick.opened', {
                name: selected.name,
                time: formatTime(new Date(mutation.data.at), currentLanguage(), timeZone),
              })}
            </Alert>
          )}
          {mutation.isError && (
            <Alert tone="error" data-testid="quick-lock-error">
              {lockErrorText(mutation.error, t('errors.lockOpenFailed'))}
            </Alert>
          )}
          <LastOpenings />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onPress={onClose}>
          {t('app.common.close')}
        </Button>
        <Button
          onPress={onOpen}
          isDisabled={!selectedId}
          isLoading={mutation.isPending}
          data-testid="quick-lock-open"
        >
          <DoorOpen aria-hidden className="size-4" />
          {t('locks.quick.open')}
        </Button>
      </DialogFooter>
    </>
  );
}

function QuickLockContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const query = useLocks();
  if (query.isPending) {
    return (
      <DialogBody>
        <ListSkeleton />
      </DialogBody>
    );
  }
  if (query.error) {
    return (
      <DialogBody>
        <Alert
          tone="error"
          data-testid="quick-lock-list-error"
          actions={
            <Button size="sm" variant="secondary" onPress={() => void query.refetch()}>
              {t('app.common.retry')}
            </Button>
          }
        >
          {lockErrorText(query.error, t('errors.lockListFailed'))}
        </Alert>
      </DialogBody>
    );
  }
  if (query.data.shared.length + query.data.rooms.length === 0) {
    return (
      <DialogBody>
        <NoLocks onClose={onClose} />
      </DialogBody>
    );
  }
  return <OpenDoorForm locks={query.data} onClose={onClose} />;
}

/** The header's quick-lock dialog (spec §2); its own chunk, loaded when it is first opened. */
export function QuickLockDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isDismissable
      title={t('locks.quick.title')}
    >
      <QuickLockContent onClose={onClose} />
    </Dialog>
  );
}
