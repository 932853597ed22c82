import { DoorOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Lock } from '@hotel/shared/contracts/locks';
import { Button } from '@/components/ui/button';
import { formatTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useCurrentHotel } from '@/lib/session/hotel-query';
import { useOpenLockMutation } from '../api/open-lock';
import { lockErrorText } from './lock-error-text';

/** Opens one door now (no confirmation: opening is recorded and harmless to repeat). */
export function OpenLockButton({ lock }: { lock: Lock }) {
  const { t } = useTranslation();
  const mutation = useOpenLockMutation();
  const timeZone = useCurrentHotel().data?.setting.timeZone;
  const onOpen = () =>
    mutation.mutate(lock._id, {
      onSuccess: ({ at }) =>
        toast.success(
          t('locks.quick.opened', {
            name: lock.name,
            time: formatTime(new Date(at), currentLanguage(), timeZone),
          }),
        ),
      onError: (error) => toast.error(lockErrorText(error, t('errors.lockOpenFailed'))),
    });
  return (
    <Button
      size="sm"
      variant="secondary"
      isLoading={mutation.isPending}
      onPress={onOpen}
      aria-label={t('locks.page.openNamed', { name: lock.name })}
    >
      <DoorOpen aria-hidden className="size-4" />
      <span className="hidden sm:inline">{t('locks.page.open')}</span>
    </Button>
  );
}
