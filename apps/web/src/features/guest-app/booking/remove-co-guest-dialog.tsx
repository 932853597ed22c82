import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { useRemoveCoGuest } from '@/features/guest-app/api/co-guest-calls';
import { apiErrorText } from '@/features/guest-app/components/api-error-text';
import { guestButtonClasses } from '@/features/guest-app/components/guest-button-classes';

/** Asks before a co-guest leaves the booking; the answer of the server shows inside. */
export function RemoveCoGuestDialog({
  config,
  bookingId,
  guest,
  onClose,
}: {
  config: GuestAppConfig;
  bookingId: string;
  guest: { _id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveCoGuest(config, bookingId);
  return (
    <ModalDialog
      title={t('guestApp.coGuests.removeTitle')}
      description={
        <>
          {t('guestApp.coGuests.removeText', { name: guest.name })}
          {remove.error && (
            <Alert tone="error" className="mt-3">
              {apiErrorText(remove.error)}
            </Alert>
          )}
        </>
      }
      onEscape={onClose}
    >
      <button type="button" onClick={onClose} className={guestButtonClasses('secondary')}>
        {t('guestApp.coGuests.cancel')}
      </button>
      <button
        type="button"
        disabled={remove.isPending}
        aria-busy={remove.isPending || undefined}
        onClick={() => remove.mutate(guest._id, { onSuccess: onClose })}
        className={guestButtonClasses('danger')}
      >
        {remove.isPending && <Spinner size="sm" className="text-current" />}
        {t('guestApp.coGuests.removeConfirm')}
      </button>
    </ModalDialog>
  );
}
