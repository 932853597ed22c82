import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Select, type SelectOption } from '@/components/ui/select';
import { fieldErrorText } from '@/lib/form-errors';

/** A Select bound to react-hook-form, showing the translated field error. */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  description,
  isRequired,
  placeholder,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  description?: string;
  isRequired?: boolean;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      name={field.name}
      label={label}
      options={options}
      value={field.value as string}
      onChange={field.onChange}
      onBlur={field.onBlur}
      description={description}
      isRequired={isRequired}
      placeholder={placeholder}
      errorMessage={fieldErrorText(t, fieldState.error)}
    />
  );
}
