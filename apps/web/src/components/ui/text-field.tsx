import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { RequiredMark } from '@/components/ui/required-mark';
import {
  descriptionClasses,
  errorClasses,
  inputClasses,
  labelClasses,
} from '@/components/ui/field-classes';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** Already translated; its presence marks the field invalid. */
  errorMessage?: string;
  placeholder?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  endAdornment?: ReactNode;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  inputRef,
  endAdornment,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      // Errors come from the form library, not the browser's constraint validation.
      validationBehavior="aria"
      className={clsx('flex flex-col', className)}
    >
      <div className="flex items-baseline">
        <Label className={labelClasses}>{label}</Label>
        {props.isRequired && <RequiredMark />}
      </div>
      <div className="relative">
        <Input
          ref={inputRef}
          placeholder={placeholder}
          className={clsx(inputClasses, endAdornment && 'pr-11')}
        />
        {endAdornment && (
          <div className="absolute inset-y-0 right-1 flex items-center">{endAdornment}</div>
        )}
      </div>
      {description && !errorMessage && (
        <Text slot="description" className={descriptionClasses}>
          {description}
        </Text>
      )}
      <FieldError className={errorClasses}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
