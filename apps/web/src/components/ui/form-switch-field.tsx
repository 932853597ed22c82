import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Switch } from '@/components/ui/checkbox';

/** A switch bound to a boolean of react-hook-form, with its label and a hint below it. */
export function FormSwitchField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  'data-testid': testId,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint: string;
  'data-testid'?: string;
}) {
  const { field } = useController({ control, name });
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <Switch
        isSelected={Boolean(field.value)}
        onChange={field.onChange}
        aria-describedby={hintId}
        data-testid={testId}
      >
        <span className="font-medium text-slate-900">{label}</span>
      </Switch>
      <p id={hintId} className="ml-11 text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
