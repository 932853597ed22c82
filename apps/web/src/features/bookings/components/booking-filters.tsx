import { clsx } from 'clsx';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES } from '@hotel/shared/booking-status';
import type { RoomType } from '@hotel/shared/contracts/room-types';
import { Button } from '@/components/ui/button';
import { FilterChips } from '@/components/ui/filter-chips';
import { Select } from '@/components/ui/select';
import { DateField } from '@/components/ui/date-field';
import { TextField } from '@/components/ui/text-field';
import { useUnitContext } from '@/lib/session/use-unit-labels';
import type { BookingListParams } from './list-params';

const ALL = 'all';

/** Status chips, number, room type, guest search and the two date ranges of the list. */
export function BookingFilters({
  params,
  roomTypes,
  onChange,
  onType,
}: {
  params: BookingListParams;
  roomTypes: readonly RoomType[];
  onChange: (next: Partial<BookingListParams>) => void;
  /** A change of a typed filter (number, guest search), written without a history entry. */
  onType: (next: Partial<BookingListParams>) => void;
}) {
  const { t } = useTranslation();
  const unit = useUnitContext();
  // On a phone the filters fold away behind one button, so the bookings come first.
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const activeCount = [
    params.statuses.length > 0,
    params.number,
    params.roomType,
    params.search,
    params.arrivalFrom || params.arrivalTo,
    params.departureFrom || params.departureTo,
  ].filter(Boolean).length;
  const hasFilters = activeCount > 0;

  return (
    <div className="flex flex-col gap-3 border-b border-slate-100 px-4 py-3 sm:px-6">
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:hidden"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onPress={() => setIsOpen(!isOpen)}
        data-testid="filters-toggle"
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {hasFilters
          ? t('bookings.list.filtersActive', { count: activeCount })
          : t('bookings.list.filters')}
      </Button>
      <div id={panelId} className={clsx('flex-col gap-3 sm:flex', isOpen ? 'flex' : 'hidden')}>
        <FilterChips
          label={t('bookings.list.status')}
          values={BOOKING_STATUSES}
          selected={params.statuses}
          labelOf={(status) => t(`bookingStatus.${status}`)}
          onChange={(statuses) => onChange({ statuses })}
          testIdPrefix="status-chip"
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label={t('bookings.list.number')}
            inputMode="numeric"
            value={params.number}
            onChange={(number) => onType({ number: number.replace(/\D/g, '') })}
          />
          <Select
            label={t('bookings.list.roomType', unit)}
            value={params.roomType || ALL}
            onChange={(value) => onChange({ roomType: value === ALL ? '' : value })}
            options={[
              { id: ALL, label: t('bookings.list.allRoomTypes', unit) },
              ...roomTypes.map((type) => ({ id: type._id, label: type.name })),
            ]}
          />
          <TextField
            label={t('bookings.list.guestSearch')}
            type="search"
            value={params.search}
            onChange={(search) => onType({ search })}
            className="lg:col-span-2"
          />
          <DateField
            label={t('bookings.list.arrivalFrom')}
            value={params.arrivalFrom}
            onChange={(arrivalFrom) => onChange({ arrivalFrom })}
          />
          <DateField
            label={t('bookings.list.arrivalTo')}
            value={params.arrivalTo}
            onChange={(arrivalTo) => onChange({ arrivalTo })}
          />
          <DateField
            label={t('bookings.list.departureFrom')}
            value={params.departureFrom}
            onChange={(departureFrom) => onChange({ departureFrom })}
          />
          <DateField
            label={t('bookings.list.departureTo')}
            value={params.departureTo}
            onChange={(departureTo) => onChange({ departureTo })}
          />
        </div>
        {hasFilters && (
          <div>
            <Button
              size="sm"
              variant="ghost"
              onPress={() =>
                onChange({
                  statuses: [],
                  number: '',
                  roomType: '',
                  search: '',
                  arrivalFrom: '',
                  arrivalTo: '',
                  departureFrom: '',
                  departureTo: '',
                })
              }
            >
              {t('bookings.list.clearFilters')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
