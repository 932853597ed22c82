import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useUnitContext } from '@/lib/session/use-unit-labels';
import { CalendarMonthPicker } from './calendar-month-picker';

export const ALL_ROOM_TYPES = 'all';

export function CalendarToolbar({
  month,
  onMonthChange,
  onPrevious,
  onNext,
  onToday,
  roomTypeOptions,
  roomType,
  onRoomTypeChange,
  canCreate,
}: {
  /** YYYY-MM of the range start. */
  month: string;
  onMonthChange: (month: string) => void;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  roomTypeOptions: { id: string; label: string }[];
  roomType: string;
  onRoomTypeChange: (roomType: string) => void;
  canCreate: boolean;
}) {
  const { t } = useTranslation();
  const unit = useUnitContext();
  return (
    <div className="mb-3 flex flex-wrap items-end gap-2">
      <Button
        variant="secondary"
        size="md"
        aria-label={t('calendar.toolbar.previous')}
        onPress={onPrevious}
      >
        <ChevronLeft aria-hidden className="size-4" />
      </Button>
      <CalendarMonthPicker month={month} onChange={onMonthChange} />
      <Button
        variant="secondary"
        size="md"
        aria-label={t('calendar.toolbar.next')}
        onPress={onNext}
      >
        <ChevronRight aria-hidden className="size-4" />
      </Button>
      <Button variant="secondary" size="md" onPress={onToday} data-testid="calendar-today">
        {t('calendar.toolbar.today')}
      </Button>
      <Select
        label={t('calendar.toolbar.roomType', unit)}
        options={[
          { id: ALL_ROOM_TYPES, label: t('calendar.toolbar.allRoomTypes', unit) },
          ...roomTypeOptions,
        ]}
        value={roomType}
        onChange={onRoomTypeChange}
        className="min-w-48"
        data-testid="calendar-room-type"
      />
      {canCreate && (
        <ButtonLink href="/booking/create" className="ml-auto" data-testid="calendar-new-booking">
          <Plus aria-hidden className="size-4" />
          {t('calendar.toolbar.newBooking')}
        </ButtonLink>
      )}
    </div>
  );
}
