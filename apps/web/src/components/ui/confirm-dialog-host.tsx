import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { ConfirmCancelledError, useConfirmStore } from '@/lib/confirm';

/** Renders the question asked through `confirm()`; mounted once at the root. */
export function ConfirmDialogHost() {
  const { t } = useTranslation();
  const pending = useConfirmStore((state) => state.pending);
  // A question takes over the screen: earlier notices make way, so that on a phone, where toasts
  // sit at the bottom, none covers the question's buttons.
  useEffect(() => {
    if (pending) toast.dismiss();
  }, [pending]);
  if (!pending) return null;
  const { options } = pending;
  const cancel = () => pending.reject(new ConfirmCancelledError());
  return (
    <Dialog
      isOpen
      isDismissable
      role="alertdialog"
      size="sm"
      title={options.title}
      onOpenChange={(isOpen) => {
        if (!isOpen) cancel();
      }}
    >
      <DialogBody>
        <p>{options.message}</p>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onPress={cancel}>
          {options.cancelLabel ?? t('app.common.cancel')}
        </Button>
        <Button
          autoFocus
          variant={options.tone === 'danger' ? 'danger' : 'primary'}
          onPress={() => pending.resolve()}
        >
          {options.confirmLabel ?? t('app.common.confirm')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
