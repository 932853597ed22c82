import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyableAddress } from '@/components/ui/copyable-address';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { useCopy } from '@/lib/use-copy';

/**
 * A new API key or webhook secret, shown this one time: the server keeps only its hash (a key)
 * or encrypted copy (a secret) and never answers it again. The dialog closes only through its
 * button, so a stray click beside it cannot lose the value before it was copied.
 */
export function SecretOnceDialog({
  title,
  label,
  intro,
  secret,
  testId,
  onClose,
}: {
  title: string;
  label: string;
  intro: string;
  secret: string | null;
  testId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const { copy, isCopied } = useCopy(t('apiPlugin.secret.copyFailed'));
  return (
    <Dialog
      isOpen={secret !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isKeyboardDismissDisabled
      title={title}
    >
      <div className="flex flex-col gap-4 px-5 pt-2 pb-5 text-sm text-slate-600">
        <p>{intro}</p>
        <div className="flex flex-col gap-1.5">
          <span id={labelId} className="text-sm font-medium text-slate-700">
            {label}
          </span>
          <CopyableAddress
            url={secret ?? ''}
            labelId={labelId}
            copyLabel={t('apiPlugin.secret.copy')}
            copiedLabel={t('apiPlugin.secret.copied')}
            isCopied={isCopied('secret')}
            onCopy={() => void copy('secret', secret ?? '')}
            testId={testId}
          />
        </div>
        <Alert tone="warning" title={t('apiPlugin.secret.onceTitle')}>
          {t('apiPlugin.secret.onceText')}
        </Alert>
      </div>
      <DialogFooter>
        <Button onPress={onClose} data-testid={`${testId}-done`}>
          {t('apiPlugin.secret.done')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
