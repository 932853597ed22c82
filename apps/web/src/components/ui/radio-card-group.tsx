import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { errorClasses, labelClasses } from '@/components/ui/field-classes';
import { RequiredMark } from '@/components/ui/required-mark';

export interface RadioCardOption {
  id: string;
  label: string;
  description?: string;
  icon?: ReactNode;
}

/** A choice between a few options shown as cards, e.g. the property type. */
export function RadioCardGroup({
  label,
  options,
  value,
  onChange,
  errorMessage,
  isRequired,
  name,
}: {
  label: ReactNode;
  options: readonly RadioCardOption[];
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  isRequired?: boolean;
  name?: string;
}) {
  return (
    <RadioGroup
      name={name}
      value={value}
      onChange={onChange}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className="flex flex-col"
    >
      <div className="flex items-baseline">
        <Label className={labelClasses}>{label}</Label>
        {isRequired && <RequiredMark />}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <Radio
            key={option.id}
            value={option.id}
            className={({ isSelected, isFocusVisible }) =>
              clsx(
                'flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors',
                isSelected
                  ? 'border-primary bg-primary-soft ring-1 ring-primary'
                  : 'border-slate-300 bg-white hover:border-slate-400',
                isFocusVisible && 'ring-2 ring-primary ring-offset-2',
              )
            }
          >
            {option.icon && <span className="mt-0.5 text-primary">{option.icon}</span>}
            <span className="flex flex-col">
              <span className="text-sm font-medium text-slate-900">{option.label}</span>
              {option.description && (
                <Text slot="description" className="text-xs text-slate-600">
                  {option.description}
                </Text>
              )}
            </span>
          </Radio>
        ))}
      </div>
      <FieldError className={errorClasses}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
