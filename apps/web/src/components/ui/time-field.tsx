import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Time } from '@internationalized/date';
import { I18nProvider, TimeField as AriaTimeField } from 'react-aria-components';
import { WALL_CLOCK_TIME } from '@hotel/shared/zoned-time';
import { SegmentedFieldParts } from '@/components/ui/date-field';
import { intlLocale } from '@/lib/i18n';

export interface TimeFieldProps {
  label: ReactNode;
  /** `HH:MM` on a 24-hour clock, or '' for no time. */
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
  /** Already translated; its presence marks the field invalid. */
  errorMessage?: string;
  className?: string;
}

/**
 * A time typed as hours and minutes on the 24-hour clock hotels use, in place of the browser's
 * time input, which follows the browser's language (11:00 AM in a German interface).
 */
export function TimeField({
  label,
  value,
  onChange,
  isRequired,
  errorMessage,
  className,
}: TimeFieldProps) {
  const match = WALL_CLOCK_TIME.exec(value);
  const pad = (part: number) => String(part).padStart(2, '0');
  return (
    <I18nProvider locale={intlLocale()}>
      <AriaTimeField
        value={match ? new Time(Number(match[1]), Number(match[2])) : null}
        onChange={(time) => onChange(time ? `${pad(time.hour)}:${pad(time.minute)}` : '')}
        hourCycle={24}
        isRequired={isRequired}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        className={clsx('flex flex-col', className)}
      >
        <SegmentedFieldParts label={label} isRequired={isRequired} errorMessage={errorMessage} />
      </AriaTimeField>
    </I18nProvider>
  );
}
