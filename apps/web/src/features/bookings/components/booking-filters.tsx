import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES, type BookingStatus } from '@hotel/shared/booking-status';
import type { RoomType } from '@hotel/shared/contracts/room-types';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { DateField } from '@/components/ui/date-field';
import { TextField } from '@/components/ui/text-field';
import type { BookingListParams } from './list-params';

const ALL = 'all';

/** Status chips, number, room type, guest search and the two date ranges of the list. */
export function BookingFilters({
  params,
  roomTypes,
  onChange,
}: {
  params: BookingListParams;
  roomTypes: readonly RoomType[];
  onChange: (next: Partial<BookingListParams>) => void;
}) {
  const { t } = useTranslation();
  const toggleStatus = (status: BookingStatus) =>
    onChange({
      statuses: params.statuses.includes(status)
        ? params.statuses.filter((item) => item !== status)
        : [...params.statuses, status],
    });
  const hasFilters =
    params.statuses.length > 0 ||
    Boolean(
      params.number ||
      params.roomType ||
      params.search ||
      params.arrivalFrom ||
      params.arrivalTo ||
      params.departureFrom ||
      params.departureTo,
    );

  return (
    <div className="flex flex-col gap-3 border-b border-slate-100 px-4 py-3 sm:px-6">
      <div role="group" aria-label={t('bookings.list.status')} className="flex flex-wrap gap-2">
        {BOOKING_STATUSES.map((status) => {
          const isOn = params.statuses.includes(status);
          return (
            <button
              key={status}
              type="button"
              aria-pressed={isOn}
              data-testid={`status-chip-${status}`}
              onClick={() => toggleStatus(status)}
              className={clsx(
                'rounded-full border px-3 py-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary',
                isOn
                  ? 'border-primary bg-primary text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {t(`bookingStatus.${status}`)}
            </button>
          );
        })}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('bookings.list.number')}
          inputMode="numeric"
          value={params.number}
          onChange={(number) => onChange({ number: number.replace(/\D/g, '') })}
        />
        <Select
          label={t('bookings.list.roomType')}
          value={params.roomType || ALL}
          onChange={(value) => onChange({ roomType: value === ALL ? '' : value })}
          options={[
            { id: ALL, label: t('bookings.list.allRoomTypes') },
            ...roomTypes.map((type) => ({ id: type._id, label: type.name })),
          ]}
        />
        <TextField
          label={t('bookings.list.guestSearch')}
          type="search"
          value={params.search}
          onChange={(search) => onChange({ search })}
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
  );
}
