import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/form-errors';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'errorMessage' | 'inputRef'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A TextField bound to react-hook-form, showing the translated field error. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      isDisabled={props.isDisabled ?? field.disabled}
      errorMessage={fieldErrorText(t, fieldState.error)}
    />
  );
}

/**
 * A whole number typed as digits, bound to react-hook-form: empty or anything else reaches the
 * schema as not a number and is refused there with the field's own message.
 */
export function FormNumberField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number;
  return (
    <TextField
      inputMode="numeric"
      {...props}
      name={field.name}
      value={Number.isNaN(value) ? '' : String(value)}
      onChange={(text) => field.onChange(text.trim() === '' ? Number.NaN : Number(text))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorMessage={fieldErrorText(t, fieldState.error)}
    />
  );
}

/** A password input with a show/hide toggle. */
export function FormPasswordField<T extends FieldValues>(
  props: Omit<FormTextFieldProps<T>, 'type' | 'endAdornment'>,
) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <AriaButton
          onPress={() => setIsVisible((visible) => !visible)}
          className="flex size-8 cursor-pointer items-center justify-center rounded-md text-slate-500 outline-none hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-primary"
        >
          {isVisible ? (
            <EyeOff aria-hidden className="size-4" />
          ) : (
            <Eye aria-hidden className="size-4" />
          )}
          {/* Named by text, not aria-label: label lookups for "Passwort" must find the input. */}
          <span className="sr-only">
            {isVisible ? t('app.common.hidePassword') : t('app.common.showPassword')}
          </span>
        </AriaButton>
      }
    />
  );
}
