import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { addDays } from '@hotel/shared/stay-dates';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';

/** The board's day: typed, or one day back and forth, or back to today. */
export function DaySwitcher({
  date,
  today,
  onChange,
}: {
  date: string;
  today: string;
  onChange: (date: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <DateField
        label={t('housekeeping.day.label')}
        value={date}
        // The board always shows a day: a cleared field keeps the current one.
        onChange={(value) => value && onChange(value)}
        className="w-40"
      />
      <div className="flex gap-1">
        <Button
          variant="secondary"
          aria-label={t('housekeeping.day.previous')}
          onPress={() => onChange(addDays(date, -1))}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </Button>
        <Button
          variant="secondary"
          aria-label={t('housekeeping.day.next')}
          onPress={() => onChange(addDays(date, 1))}
        >
          <ChevronRight aria-hidden className="size-4" />
        </Button>
        <Button variant="secondary" isDisabled={date === today} onPress={() => onChange(today)}>
          {t('housekeeping.day.today')}
        </Button>
      </div>
    </div>
  );
}
