import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextArea, type TextAreaProps } from '@/components/ui/text-area';
import { fieldErrorText } from '@/lib/form-errors';

type FormTextAreaProps<T extends FieldValues> = Omit<
  TextAreaProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'errorMessage'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A TextArea bound to react-hook-form, showing the translated field error. */
export function FormTextArea<T extends FieldValues>({
  control,
  name,
  ...props
}: FormTextAreaProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextArea
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isDisabled={props.isDisabled ?? field.disabled}
      errorMessage={fieldErrorText(t, fieldState.error)}
    />
  );
}
