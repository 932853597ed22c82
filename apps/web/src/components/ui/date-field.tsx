import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  FieldError,
  I18nProvider,
  Label,
} from 'react-aria-components';
import { FIRST_DATE_YEAR } from '@hotel/shared/constants';
import { isIsoDate } from '@hotel/shared/stay-dates';
import { RequiredMark } from '@/components/ui/required-mark';
import { errorClasses, inputClasses, labelClasses } from '@/components/ui/field-classes';
import { intlLocale } from '@/lib/i18n';

/**
 * While a year is typed digit by digit the field already holds a complete date (0002, 0020,
 * 0202 …); no date this app handles lies that far back, so those are not handed on.
 */
const FIRST_PLAUSIBLE_YEAR = FIRST_DATE_YEAR;

/** A date whose year is still being typed, and the value it was typed over. */
interface YearInProgress {
  date: CalendarDate;
  over: string;
}

const segmentedInputClasses = clsx(
  inputClasses,
  'flex tabular-nums focus-within:border-primary focus-within:ring-2 focus-within:ring-primary-muted',
);
const segmentClasses =
  'rounded px-0.5 outline-none focus:bg-primary focus:text-white data-placeholder:text-slate-500 data-[type=literal]:px-0';

/** Label, segments and error of a segmented date or time field, inside its react-aria field. */
export function SegmentedFieldParts({
  label,
  isRequired,
  errorMessage,
}: {
  label: ReactNode;
  isRequired?: boolean;
  errorMessage?: string;
}) {
  return (
    <>
      <div className="flex items-baseline">
        <Label className={labelClasses}>{label}</Label>
        {isRequired && <RequiredMark />}
      </div>
      <DateInput className={segmentedInputClasses}>
        {(segment) => <DateSegment segment={segment} className={segmentClasses} />}
      </DateInput>
      <FieldError className={errorClasses}>{errorMessage}</FieldError>
    </>
  );
}

export interface DateFieldProps {
  label: ReactNode;
  /** `YYYY-MM-DD`, or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  /** Also renders a hidden input of that name carrying the ISO value. */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Already translated; its presence marks the field invalid. */
  errorMessage?: string;
  className?: string;
}

/**
 * A date typed segment by segment in the interface language's format, instead of the
 * browser's date input, whose format follows the browser's language rather than ours.
 */
export function DateField({
  label,
  value,
  onChange,
  name,
  isRequired,
  isDisabled,
  errorMessage,
  className,
}: DateFieldProps) {
  // Held here rather than handed on; the field must still show it, or react-aria would reset
  // to `value` and drop the day and month already typed into an empty field.
  const [yearInProgress, setYearInProgress] = useState<YearInProgress | null>(null);
  const shownDate =
    yearInProgress?.over === value
      ? yearInProgress.date
      : isIsoDate(value)
        ? parseDate(value)
        : null;
  return (
    // The interface language decides the order and dividers: 21.11.2026 or 21/11/2026.
    <I18nProvider locale={intlLocale()}>
      <AriaDateField
        value={shownDate}
        onChange={(date) => {
          if (date && date.year < FIRST_PLAUSIBLE_YEAR) {
            setYearInProgress({ date, over: value });
            return;
          }
          setYearInProgress(null);
          onChange(date ? date.toString() : '');
        }}
        name={name}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        granularity="day"
        className={clsx('flex flex-col', className)}
      >
        <SegmentedFieldParts label={label} isRequired={isRequired} errorMessage={errorMessage} />
      </AriaDateField>
    </I18nProvider>
  );
}
