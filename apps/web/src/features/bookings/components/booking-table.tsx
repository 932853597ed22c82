import { Star, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BookingListItem, BookingSort } from '@hotel/shared/contracts/bookings';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { SortHeader } from '@/components/ui/sort-header';
import { formatMoney, useHotelCurrency } from '@/lib/money';
import { guestName } from '@/lib/guest-data/guest-name';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import { useUnitContext } from '@/lib/session/use-unit-labels';

function GuestCell({ item }: { item: BookingListItem }) {
  const { t } = useTranslation();
  if (!item.mainGuest) return <span className="text-slate-400">{t('bookings.list.noGuest')}</span>;
  return (
    <span className="inline-flex items-center gap-1">
      {guestName(item.mainGuest)}
      {item.mainGuest.vip && (
        <Star
          aria-label={t('bookings.list.vip')}
          className="size-3.5 fill-amber-400 text-amber-500"
        />
      )}
    </span>
  );
}

/** A channel reservation that overlapped a booking and waits for a room. */
function ConflictBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-red-900"
      title={t('bookings.list.conflictHint')}
      data-testid="booking-conflict-badge"
    >
      <TriangleAlert aria-hidden className="size-3" />
      {t('bookings.list.conflict')}
    </span>
  );
}

/** The list as a table on wide screens and as cards on phones; a row opens the detail. */
export function BookingTable({
  items,
  sort,
  onSort,
}: {
  items: BookingListItem[];
  sort: BookingSort;
  onSort: (sort: BookingSort) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currency = useHotelCurrency();
  const dates = useHotelDates();
  const unit = useUnitContext();
  const open = (item: BookingListItem) => void navigate(`/booking/${item._id}`);
  const room = (item: BookingListItem) =>
    `${item.room?.number ?? t('bookings.list.unassigned', unit)} · ${item.roomType.shortCode}`;

  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm" aria-label={t('bookings.list.title')}>
          <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
            <tr>
              <SortHeader field="number" sort={sort} onSort={onSort}>
                {t('bookings.list.number')}
              </SortHeader>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t('bookings.list.guest')}
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t('bookings.list.room', unit)}
              </th>
              <SortHeader field="arrival" sort={sort} onSort={onSort}>
                {t('bookings.list.arrival')}
              </SortHeader>
              <SortHeader field="departure" sort={sort} onSort={onSort}>
                {t('bookings.list.departure')}
              </SortHeader>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('bookings.list.nights')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('bookings.list.persons')}
              </th>
              <SortHeader field="price" sort={sort} onSort={onSort}>
                {t('bookings.list.price')}
              </SortHeader>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t('bookings.list.status')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((item) => (
              <tr
                key={item._id}
                data-testid="booking-row"
                tabIndex={0}
                onClick={() => open(item)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') open(item);
                }}
                className="cursor-pointer outline-none hover:bg-slate-50 focus-visible:bg-primary-soft"
              >
                <td className="px-3 py-2 font-semibold tabular-nums">{item.number}</td>
                <td className="px-3 py-2">
                  <GuestCell item={item} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{room(item)}</td>
                <td className="px-3 py-2 tabular-nums">{dates.date(item.arrival)}</td>
                <td className="px-3 py-2 tabular-nums">{dates.date(item.departure)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{item.nights}</td>
                <td className="px-3 py-2 text-right tabular-nums">{item.adults + item.kids}</td>
                <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                  {formatMoney(item.price, currency)}
                </td>
                <td className="px-3 py-2">
                  <span className="inline-flex flex-wrap items-center gap-1">
                    <BookingStatusBadge status={item.status} />
                    {item.channelConflict && <ConflictBadge />}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label={t('bookings.list.title')}>
        {items.map((item) => (
          <li key={item._id}>
            <button
              type="button"
              data-testid="booking-card"
              onClick={() => open(item)}
              className="flex w-full flex-col gap-1 px-4 py-3 text-left text-sm outline-none focus-visible:bg-primary-soft"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold">
                  #{item.number} · <GuestCell item={item} />
                </span>
                <span className="inline-flex flex-wrap items-center justify-end gap-1">
                  <BookingStatusBadge status={item.status} />
                  {item.channelConflict && <ConflictBadge />}
                </span>
              </span>
              <span className="text-slate-600">
                {dates.date(item.arrival)} – {dates.date(item.departure)} ·{' '}
                {t('bookings.list.nightsCount', { count: item.nights })}
              </span>
              <span className="flex justify-between text-slate-600">
                <span>
                  {room(item)} ·{' '}
                  {t('bookings.list.personsCount', { count: item.adults + item.kids })}
                </span>
                <span className="font-medium text-slate-900">
                  {formatMoney(item.price, currency)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
