import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import {
  descriptionClasses,
  errorClasses,
  inputClasses,
  labelClasses,
} from '@/components/ui/field-classes';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** Already translated; its presence marks the field invalid. */
  errorMessage?: string;
  placeholder?: string;
  rows?: number;
  className?: string;
}

/** A multi-line text field (notices), labelled and validated like TextField. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      validationBehavior="aria"
      className={clsx('flex flex-col', className)}
    >
      <Label className={labelClasses}>{label}</Label>
      <AriaTextArea
        rows={rows}
        placeholder={placeholder}
        className={clsx(inputClasses, 'resize-y')}
      />
      {description && !errorMessage && (
        <Text slot="description" className={descriptionClasses}>
          {description}
        </Text>
      )}
      <FieldError className={errorClasses}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
