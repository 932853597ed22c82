import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { lockInputSchema, type Lock, type LockInput } from '@hotel/shared/contracts/locks';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/checkbox';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormTextField } from '@/components/ui/form-text-field';
import { Select } from '@/components/ui/select';
import { applyServerIssues, fieldErrorText } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { useRooms } from '@/lib/hotel-setup-data/get-rooms';
import { useSaveLockMutation } from '../api/save-lock';
import { ProviderLockSelect } from './provider-lock-select';

const FIELDS = ['name', 'providerId', 'shared', 'roomId'];
/** The room select's entry for "no room" (a select option needs an id). */
const NO_ROOM = 'none';

/** Add (no lock) or edit a lock in a dialog. */
export function LockDialog({
  lock,
  isOpen,
  onClose,
}: {
  lock?: Lock;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      size="lg"
      title={lock ? t('locks.form.editTitle') : t('locks.form.createTitle')}
    >
      {isOpen && <LockForm lock={lock} onClose={onClose} />}
    </Dialog>
  );
}

export function LockForm({ lock, onClose }: { lock?: Lock; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useSaveLockMutation();
  const roomsQuery = useRooms();
  const { control, handleSubmit, setError, setValue, getValues } = useForm<LockInput>({
    resolver: schemaResolver(lockInputSchema),
    defaultValues: {
      name: lock?.name ?? '',
      providerId: lock?.providerId ?? '',
      shared: lock?.shared ?? false,
      roomId: lock?.room?._id ?? null,
    },
  });
  const shared = useController({ control, name: 'shared' });
  const room = useController({ control, name: 'roomId' });
  const providerId = useWatch({ control, name: 'providerId' });
  const rooms = [...(roomsQuery.data ?? [])].sort((a, b) =>
    a.number.localeCompare(b.number, undefined, { numeric: true }),
  );

  const onSharedChange = (isShared: boolean) => {
    shared.field.onChange(isShared);
    // A shared door belongs to no room.
    if (isShared) setValue('roomId', null, { shouldValidate: true });
  };
  const onPickProviderLock = (picked: { providerId: string; name: string }) => {
    setValue('providerId', picked.providerId, { shouldValidate: true });
    if (!getValues('name').trim()) setValue('name', picked.name, { shouldValidate: true });
  };

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      { id: lock?._id, body: values },
      {
        onSuccess: (saved) => {
          toast.success(t('locks.form.saved', { name: saved.name }));
          onClose();
        },
        onError: (error) => applyServerIssues(error, setError, FIELDS),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} data-testid="lock-form">
      <DialogBody>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="name"
            label={t('locks.form.name')}
            placeholder={t('locks.form.namePlaceholder')}
            isRequired
            autoFocus
            className="sm:col-span-2"
          />
          <FormTextField
            control={control}
            name="providerId"
            label={t('locks.form.providerId')}
            description={t('locks.form.providerIdHint')}
            isRequired
          />
          <ProviderLockSelect providerId={providerId} onPick={onPickProviderLock} />
          <div className="sm:col-span-2">
            <Switch
              isSelected={shared.field.value ?? false}
              onChange={onSharedChange}
              data-testid="lock-shared"
            >
              {t('locks.form.shared')}
            </Switch>
            <p className="mt-1 text-xs text-slate-500">{t('locks.form.sharedHint')}</p>
          </div>
          <Select
            label={t('locks.form.room')}
            value={room.field.value ?? NO_ROOM}
            onChange={(id) => room.field.onChange(id === NO_ROOM ? null : id)}
            onBlur={room.field.onBlur}
            isDisabled={shared.field.value === true}
            description={shared.field.value ? t('locks.form.roomDisabledHint') : undefined}
            errorMessage={fieldErrorText(t, room.fieldState.error)}
            options={[
              { id: NO_ROOM, label: t('locks.form.noRoom') },
              ...rooms.map((option) => ({ id: option._id, label: option.number })),
            ]}
            data-testid="lock-room"
          />
          <FormError error={mutation.error} className="sm:col-span-2" />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onPress={onClose}>
          {t('app.common.cancel')}
        </Button>
        <Button type="submit" isLoading={mutation.isPending} data-testid="lock-save">
          {t('app.common.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
