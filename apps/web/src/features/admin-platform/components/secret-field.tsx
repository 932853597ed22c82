import {
  useController,
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { FormPasswordField } from '@/components/ui/form-text-field';

/**
 * A write-only secret: the stored one never comes back, so the field starts empty. Empty keeps
 * what is stored, a value replaces it, and "remove" (offered while one is stored) deletes it.
 */
export function SecretField<T extends FieldValues>({
  control,
  name,
  removeName,
  label,
  isStored,
  testId,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  /** A boolean field: remove the stored secret on save. */
  removeName: FieldPath<T>;
  label: string;
  isStored: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const remove = useController({ control, name: removeName });
  const isRemoving = Boolean(useWatch({ control, name: removeName }));
  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      <FormPasswordField
        control={control}
        name={name}
        label={label}
        description={t(
          isStored ? 'adminPlatform.secret.storedHint' : 'adminPlatform.secret.missingHint',
        )}
        autoComplete="new-password"
        maxLength={500}
        isDisabled={isRemoving}
      />
      <p className="text-xs font-medium" data-testid={`${testId}-state`}>
        {isStored ? (
          <span className="text-emerald-700">{t('adminPlatform.secret.stored')}</span>
        ) : (
          <span className="text-slate-600">{t('adminPlatform.secret.notStored')}</span>
        )}
      </p>
      {isStored && (
        <Checkbox
          isSelected={Boolean(remove.field.value)}
          onChange={remove.field.onChange}
          data-testid={`${testId}-remove`}
        >
          {t('adminPlatform.secret.remove')}
        </Checkbox>
      )}
    </div>
  );
}

/** What a secret field sends: left out (keep), the new value, or '' (remove). */
export function secretValue(value: string, isRemoving: boolean): string | undefined {
  if (isRemoving) return '';
  return value === '' ? undefined : value;
}
