import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@hotel/shared/constants';
import { FormPasswordField } from '@/components/ui/form-text-field';

interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

/** A new password and its confirmation: registration, password change and password reset. */
export function NewPasswordFields<T extends NewPasswordValues>({
  control,
  passwordLabelKey = 'auth.fields.newPassword',
}: {
  control: Control<T>;
  passwordLabelKey?: 'auth.fields.password' | 'auth.fields.newPassword';
}) {
  const { t } = useTranslation();
  // The form's own values always include these two fields; the cast narrows the generic control.
  const fieldsControl = control as unknown as Control<NewPasswordValues>;
  return (
    <>
      <FormPasswordField
        control={fieldsControl}
        name="password"
        autoComplete="new-password"
        label={t(passwordLabelKey)}
        description={t('auth.fields.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        isRequired
      />
      <FormPasswordField
        control={fieldsControl}
        name="passwordConfirmation"
        autoComplete="new-password"
        label={t('auth.fields.passwordConfirmation')}
        isRequired
      />
    </>
  );
}
