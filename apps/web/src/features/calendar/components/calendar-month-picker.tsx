import { clsx } from 'clsx';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { inputClasses, labelClasses } from '@/components/ui/field-classes';
import { intlLocale } from '@/lib/i18n';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

function monthDate(year: number, month: number) {
  return new Date(Date.UTC(year, month - 1, 1));
}

/** "2026-12" → "Dezember 2026" (de) / "December 2026" (en). */
export function formatMonth(month: string, language: string) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(monthDate(year, monthNumber));
}

function monthName(year: number, month: number, language: string, style: 'short' | 'long') {
  return new Intl.DateTimeFormat(intlLocale(language), { month: style, timeZone: 'UTC' }).format(
    monthDate(year, month),
  );
}

const pad = (month: number) => String(month).padStart(2, '0');

const yearButtonClasses =
  'flex size-8 cursor-pointer items-center justify-center rounded-md text-slate-600 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-primary';

/**
 * The month of the chart, named in the interface language (the browser's month input names it
 * in the browser's language): a button that opens a year with its twelve months.
 */
export function CalendarMonthPicker({
  month,
  onChange,
}: {
  /** YYYY-MM */
  month: string;
  onChange: (month: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const labelId = useId();
  const [selectedYear, selectedMonth] = month.split('-').map(Number) as [number, number];
  const [isOpen, setOpen] = useState(false);
  const [year, setYear] = useState(selectedYear);

  return (
    <div className="flex flex-col">
      <span id={labelId} className={labelClasses}>
        {t('calendar.toolbar.month')}
      </span>
      <DialogTrigger
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (open) setYear(selectedYear);
          setOpen(open);
        }}
      >
        <Button
          aria-labelledby={`${labelId} ${labelId}-value`}
          data-testid="calendar-month"
          className={clsx(
            inputClasses,
            'flex min-w-44 cursor-pointer items-center gap-2 text-left',
          )}
        >
          <CalendarDays aria-hidden className="size-4 shrink-0 text-slate-500" />
          <span id={`${labelId}-value`} className="capitalize">
            {formatMonth(month, language)}
          </span>
        </Button>
        <Popover
          placement="bottom start"
          className="w-72 rounded-lg border border-slate-200 bg-white p-3 shadow-lg outline-none data-entering:animate-fade-in"
        >
          <Dialog aria-label={t('calendar.toolbar.month')} className="outline-none">
            <div className="mb-2 flex items-center justify-between">
              <Button
                aria-label={t('calendar.monthPicker.previousYear')}
                className={yearButtonClasses}
                onPress={() => setYear((value) => value - 1)}
              >
                <ChevronLeft aria-hidden className="size-4" />
              </Button>
              <Heading
                slot="title"
                className="text-sm font-semibold text-slate-900"
                aria-live="polite"
              >
                {year}
              </Heading>
              <Button
                aria-label={t('calendar.monthPicker.nextYear')}
                className={yearButtonClasses}
                onPress={() => setYear((value) => value + 1)}
              >
                <ChevronRight aria-hidden className="size-4" />
              </Button>
            </div>
            <div className="grid grid-cols-3 gap-1">
              {MONTHS.map((monthNumber) => {
                const isSelected = year === selectedYear && monthNumber === selectedMonth;
                return (
                  <Button
                    key={monthNumber}
                    aria-label={`${monthName(year, monthNumber, language, 'long')} ${year}`}
                    aria-pressed={isSelected}
                    data-testid={`calendar-month-${pad(monthNumber)}`}
                    autoFocus={isSelected}
                    className={clsx(
                      'cursor-pointer rounded-md px-2 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary',
                      isSelected
                        ? 'bg-primary font-semibold text-white'
                        : 'text-slate-800 hover:bg-slate-100',
                    )}
                    onPress={() => {
                      onChange(`${year}-${pad(monthNumber)}`);
                      setOpen(false);
                    }}
                  >
                    {monthName(year, monthNumber, language, 'short')}
                  </Button>
                );
              })}
            </div>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
