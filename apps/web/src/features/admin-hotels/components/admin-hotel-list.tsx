import { ChevronRight, DoorClosed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminHotelListItem } from '@hotel/shared/contracts/admin-hotels';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { IntegrationBadges, PluginBadges } from './hotel-badges';

const hotelPath = (hotel: AdminHotelListItem) => `/admin/hotel/${hotel._id}`;

function OwnerCell({ hotel }: { hotel: AdminHotelListItem }) {
  const { t } = useTranslation();
  if (!hotel.owner) return <span className="text-slate-500">{t('adminHotels.list.noOwner')}</span>;
  return (
    <div className="min-w-0">
      <div className="truncate text-slate-900">{hotel.owner.name}</div>
      <div className="truncate text-xs text-slate-600">{hotel.owner.email}</div>
      {hotel.ownerCount > 1 && (
        <div className="text-xs text-slate-500">
          {t('adminHotels.list.moreOwners', { count: hotel.ownerCount - 1 })}
        </div>
      )}
    </div>
  );
}

function LockWarning({ hotel }: { hotel: AdminHotelListItem }) {
  const { t } = useTranslation();
  if (hotel.failedLockSyncs === 0) return null;
  return (
    <span className="mt-1 inline-flex items-center gap-1 text-xs text-red-700">
      <DoorClosed aria-hidden className="size-3.5" />
      {t('adminHotels.list.failedLockSyncs', { count: hotel.failedLockSyncs })}
    </span>
  );
}

/** A table on wide screens, cards on phones; each hotel links to its admin page. */
export function AdminHotelList({ hotels }: { hotels: AdminHotelListItem[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <>
      <table
        className="hidden w-full text-left text-sm lg:table"
        aria-label={t('adminHotels.list.title')}
      >
        <thead className="border-b border-slate-100 text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-6 py-2 font-medium">
              {t('adminHotels.list.columns.hotel')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('adminHotels.list.columns.owner')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('adminHotels.list.columns.rooms')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('adminHotels.list.columns.bookings')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('adminHotels.list.columns.plugins')}
            </th>
            <th scope="col" className="px-6 py-2 font-medium">
              {t('adminHotels.list.columns.integrations')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {hotels.map((hotel) => (
            <tr key={hotel._id} data-testid="admin-hotel-row" className="align-top">
              <td className="px-6 py-3">
                <Link
                  to={hotelPath(hotel)}
                  className="rounded font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary"
                  data-testid="admin-hotel-link"
                >
                  {hotel.name}
                </Link>
                <div className="text-xs text-slate-600">{hotel.symbol_code}</div>
                <LockWarning hotel={hotel} />
              </td>
              <td className="max-w-64 px-3 py-3">
                <OwnerCell hotel={hotel} />
              </td>
              <td className="px-3 py-3 text-right tabular-nums" data-testid="admin-hotel-rooms">
                {formatNumber(hotel.roomCount, language)}
              </td>
              <td className="px-3 py-3 text-right tabular-nums" data-testid="admin-hotel-bookings">
                {formatNumber(hotel.bookingsThisMonth, language)}
              </td>
              <td className="px-3 py-3">
                <PluginBadges hotel={hotel} />
              </td>
              <td className="px-6 py-3">
                <IntegrationBadges hotel={hotel} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 lg:hidden" aria-label={t('adminHotels.list.title')}>
        {hotels.map((hotel) => (
          <li key={hotel._id} data-testid="admin-hotel-card">
            <Link
              to={hotelPath(hotel)}
              className="flex items-start gap-3 px-4 py-3 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <div>
                  <span className="font-medium text-slate-900">{hotel.name}</span>{' '}
                  <span className="text-xs text-slate-600">{hotel.symbol_code}</span>
                </div>
                <OwnerCell hotel={hotel} />
                <div className="text-xs text-slate-600">
                  {t('adminHotels.list.rooms', { count: hotel.roomCount })} ·{' '}
                  {t('adminHotels.list.bookings', { count: hotel.bookingsThisMonth })}
                </div>
                <LockWarning hotel={hotel} />
                <PluginBadges hotel={hotel} />
                <IntegrationBadges hotel={hotel} />
              </div>
              <ChevronRight aria-hidden className="mt-1 size-4 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
