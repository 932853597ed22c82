import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';

export interface FormSaveBarProps {
  /** The save mutation's error, shown beside the buttons. */
  error: unknown;
  isDirty: boolean;
  isPending: boolean;
  onDiscard: () => void;
  discardLabel: string;
  /** Without it the button submits the surrounding form. */
  onSave?: () => void;
  saveLabel?: string;
  /** A new record may be saved untouched (its defaults are the point). */
  canSaveUnchanged?: boolean;
  saveTestId?: string;
  className?: string;
}

/** The footer of a settings card: the save error, Discard (back to saved) and Save. */
export function FormSaveBar({
  error,
  isDirty,
  isPending,
  onDiscard,
  discardLabel,
  onSave,
  saveLabel,
  canSaveUnchanged = false,
  saveTestId,
  className,
}: FormSaveBarProps) {
  const { t } = useTranslation();
  return (
    <div
      className={clsx(
        'flex flex-col gap-3 border-t border-slate-100 bg-slate-50/60 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6',
        className,
      )}
    >
      <FormError error={error} className="sm:flex-1" />
      <div className="flex justify-end gap-2 sm:ml-auto">
        <Button variant="secondary" isDisabled={!isDirty || isPending} onPress={onDiscard}>
          {discardLabel}
        </Button>
        <Button
          type={onSave ? 'button' : 'submit'}
          onPress={onSave}
          isLoading={isPending}
          isDisabled={!canSaveUnchanged && !isDirty}
          data-testid={saveTestId}
        >
          {saveLabel ?? t('app.common.save')}
        </Button>
      </div>
    </div>
  );
}
