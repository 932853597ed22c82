import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** − value + within [min, max]; the buttons carry the label so a screen reader says what changes. */
export function NumberStepper({
  label,
  value,
  min,
  max,
  onChange,
  isDisabled,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col">
      <span id={id} className="mb-1 text-sm font-medium text-slate-700">
        {label}
      </span>
      <div role="group" aria-labelledby={id} className="flex items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('bookings.form.decrease', { label })}
          isDisabled={isDisabled || value <= min}
          onPress={() => onChange(value - 1)}
        >
          <Minus aria-hidden className="size-4" />
        </Button>
        <output aria-live="polite" className="w-8 text-center font-semibold tabular-nums">
          {value}
        </output>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('bookings.form.increase', { label })}
          isDisabled={isDisabled || value >= max}
          onPress={() => onChange(value + 1)}
        >
          <Plus aria-hidden className="size-4" />
        </Button>
      </div>
    </div>
  );
}
