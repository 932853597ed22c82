import clsx from 'clsx';

/** A group of toggle chips for a multi-choice list filter (e.g. statuses). */
export function FilterChips<Value extends string>({
  label,
  values,
  selected,
  labelOf,
  onChange,
  testIdPrefix,
}: {
  label: string;
  values: readonly Value[];
  selected: readonly Value[];
  labelOf: (value: Value) => string;
  onChange: (selected: Value[]) => void;
  testIdPrefix: string;
}) {
  const toggle = (value: Value) =>
    onChange(
      selected.includes(value)
        ? selected.filter((item) => item !== value)
        : values.filter((item) => item === value || selected.includes(item)),
    );
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {values.map((value) => {
        const isOn = selected.includes(value);
        return (
          <button
            key={value}
            type="button"
            aria-pressed={isOn}
            data-testid={`${testIdPrefix}-${value}`}
            onClick={() => toggle(value)}
            className={clsx(
              'rounded-full border px-3 py-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary',
              isOn
                ? 'border-primary bg-primary text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {labelOf(value)}
          </button>
        );
      })}
    </div>
  );
}
