import { useTranslation } from 'react-i18next';
import type { RoomService } from '@hotel/shared/contracts/room-service';
import { ROOM_SERVICE_STATUSES, type RoomServiceStatus } from '@hotel/shared/room-service-status';
import { Select } from '@/components/ui/select';
import { RoomServiceSubject } from './room-service-card';
import { RoomServiceStatusBadge } from './room-service-status-badge';
import { formatServiceWindow } from './service-format';
import { useUnitContext } from '@/lib/session/use-unit-labels';
import { useHotelDates } from '@/lib/session/use-hotel-dates';

const ALL = 'all';

/** Every record of the day, canceled ones included; a table on wide screens, cards on phones. */
export function RoomServiceList({
  items,
  status,
  onStatusChange,
  dayLabel,
  timeZone,
}: {
  items: RoomService[];
  status: RoomServiceStatus | null;
  onStatusChange: (status: RoomServiceStatus | null) => void;
  dayLabel: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const unit = useUnitContext();
  const dates = useHotelDates();
  const shown = status ? items.filter((item) => item.status === status) : items;
  const emptyText = status
    ? t('housekeeping.list.emptyFiltered', {
        status: t(`roomServiceStatus.${status}`),
        date: dayLabel,
      })
    : t('housekeeping.list.empty', { date: dayLabel });

  return (
    <section
      aria-labelledby="room-service-list-title"
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-6">
        <div>
          <h2 id="room-service-list-title" className="text-base font-semibold text-slate-900">
            {t('housekeeping.list.title')}
          </h2>
          <p className="text-xs text-slate-500" aria-live="polite">
            {t('housekeeping.list.count', { count: shown.length })}
          </p>
        </div>
        <Select
          label={t('housekeeping.list.status')}
          value={status ?? ALL}
          onChange={(value) => onStatusChange(value === ALL ? null : (value as RoomServiceStatus))}
          options={[
            { id: ALL, label: t('housekeeping.list.allStatuses') },
            ...ROOM_SERVICE_STATUSES.map((id) => ({ id, label: t(`roomServiceStatus.${id}`) })),
          ]}
          className="w-48"
          data-testid="room-service-status-filter"
        />
      </div>
      {shown.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-600 sm:px-6">{emptyText}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 sm:hidden" data-testid="room-service-list-cards">
            {shown.map((item) => (
              <li key={item._id} className="flex flex-col gap-1 px-4 py-3 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">
                    {t('housekeeping.card.room', { ...unit, number: item.room.number })}
                  </span>
                  <RoomServiceStatusBadge status={item.status} />
                </div>
                <RoomServiceSubject item={item} />
                <span className="text-slate-600">
                  {formatServiceWindow(item, timeZone, dates.date)}
                </span>
                {item.notice && <span className="text-slate-600 italic">{item.notice}</span>}
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full text-left text-sm" data-testid="room-service-table">
              <thead className="bg-slate-50 text-xs font-medium tracking-wide text-slate-600 uppercase">
                <tr>
                  <th className="px-6 py-2">{t('housekeeping.list.room', unit)}</th>
                  <th className="px-3 py-2">{t('housekeeping.list.kind')}</th>
                  <th className="px-3 py-2">{t('housekeeping.list.window')}</th>
                  <th className="px-3 py-2">{t('housekeeping.list.status')}</th>
                  <th className="px-6 py-2">{t('housekeeping.list.notice')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {shown.map((item) => (
                  <tr key={item._id}>
                    <td className="px-6 py-3 font-medium whitespace-nowrap text-slate-900">
                      {item.room.number}
                      <span className="ml-1 text-xs font-normal text-slate-500">
                        {item.room.roomType.shortCode}
                      </span>
                    </td>
                    <td className="px-3 py-3">
                      <RoomServiceSubject item={item} />
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                      {formatServiceWindow(item, timeZone, dates.date)}
                    </td>
                    <td className="px-3 py-3">
                      <RoomServiceStatusBadge status={item.status} />
                    </td>
                    <td className="max-w-xs px-6 py-3 text-slate-600">{item.notice}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
