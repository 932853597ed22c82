import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/ui/form-text-field';

interface PersonNameValues {
  firstName: string;
  lastName?: string;
}

/** First name (required) and last name side by side: registration and the profile page. */
export function PersonNameFields<TInput extends PersonNameValues, TOutput extends FieldValues>({
  control,
}: {
  control: Control<TInput, unknown, TOutput>;
}) {
  const { t } = useTranslation();
  // The form's own values always include these two fields; the cast narrows the generic control.
  const fieldsControl = control as unknown as Control<PersonNameValues>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        control={fieldsControl}
        name="firstName"
        autoComplete="given-name"
        label={t('auth.fields.firstName')}
        isRequired
      />
      <FormTextField
        control={fieldsControl}
        name="lastName"
        autoComplete="family-name"
        label={t('auth.fields.lastName')}
      />
    </div>
  );
}
