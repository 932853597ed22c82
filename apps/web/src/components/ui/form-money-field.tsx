import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form-text-field';

/**
 * An amount in the hotel's currency, edited as decimal text ("12,50"); the form converts it to
 * minor units with `parseMoneyInput` from @hotel/shared/money.
 */
export function FormMoneyField<T extends FieldValues>({
  control,
  name,
  label,
  currency,
  description,
  isRequired,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  currency: string;
  description?: string;
  isRequired?: boolean;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      description={description}
      isRequired={isRequired}
      inputMode="decimal"
      endAdornment={<span className="pr-3 text-sm text-slate-500">{currency}</span>}
    />
  );
}
