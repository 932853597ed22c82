import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { errorClasses } from '@/components/ui/field-classes';
import { RequiredMark } from '@/components/ui/required-mark';
import { fieldErrorText } from '@/lib/form-errors';

export interface CheckboxChoice<Value extends string> {
  value: Value;
  label: string;
  description: string;
}

/**
 * A list of choices bound to an array field of react-hook-form (a key's permissions, a
 * webhook's events): each with a sentence on what it means, in the order given, and the
 * field's translated error below.
 */
export function FormCheckboxList<T extends FieldValues, Value extends string>({
  control,
  name,
  legend,
  choices,
  testIdPrefix,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  legend: string;
  choices: readonly CheckboxChoice<Value>[];
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const selected = new Set<string>((field.value as string[] | undefined) ?? []);
  const error = fieldErrorText(t, fieldState.error);

  const toggle = (value: Value, isSelected: boolean) => {
    const next = new Set(selected);
    if (isSelected) next.add(value);
    else next.delete(value);
    field.onChange(choices.filter((choice) => next.has(choice.value)).map((c) => c.value));
  };

  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-700">
        {legend}
        <RequiredMark />
      </legend>
      {choices.map((choice) => (
        <div
          key={choice.value}
          className="rounded-lg border border-slate-200 p-3 has-data-selected:border-primary/50 has-data-selected:bg-primary-soft/40"
        >
          <Checkbox
            isSelected={selected.has(choice.value)}
            onChange={(isSelected) => toggle(choice.value, isSelected)}
            aria-describedby={`${id}-${choice.value}`}
            data-testid={`${testIdPrefix}-${choice.value}`}
          >
            <span className="font-medium text-slate-900">{choice.label}</span>
          </Checkbox>
          <p id={`${id}-${choice.value}`} className="mt-1 ml-6.5 text-sm text-slate-600">
            {choice.description}
          </p>
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} role="alert" className={errorClasses}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
