import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import {
  descriptionClasses,
  errorClasses,
  inputClasses,
  labelClasses,
} from '@/components/ui/field-classes';

/**
 * A labelled native input with its hint and error, both read out with it (aria-describedby);
 * the guest app's forms are two fields at most, so no form library comes along.
 */
export function GuestTextField({
  label,
  hint,
  error,
  className,
  inputClassName,
  ref,
  ...inputProps
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: string;
  error?: string | null;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        {...inputProps}
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-invalid={error ? true : undefined}
        className={clsx(inputClasses, 'h-11 text-base sm:text-sm', inputClassName)}
      />
      {hint && (
        <span id={hintId} className={descriptionClasses}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={errorClasses}>
          {error}
        </span>
      )}
    </div>
  );
}
