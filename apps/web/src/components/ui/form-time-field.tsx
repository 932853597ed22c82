import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TimeField, type TimeFieldProps } from '@/components/ui/time-field';
import { fieldErrorText } from '@/lib/form-errors';

type FormTimeFieldProps<T extends FieldValues> = Omit<
  TimeFieldProps,
  'value' | 'onChange' | 'errorMessage'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A 24-hour TimeField bound to react-hook-form, showing the translated field error. */
export function FormTimeField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormTimeFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TimeField
      {...props}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      errorMessage={fieldErrorText(t, fieldState.error)}
    />
  );
}
