import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardResponse } from '@hotel/shared/contracts/bookings';
import { Card, CardHeader } from '@/components/ui/card';

type TodayCountsData = DashboardResponse['todayCounts'];

/** The booking list showing what a count counts (a day's range is `from,to` in the URL). */
function listOf(name: keyof TodayCountsData, today: string) {
  const day = `${today},${today}`;
  return {
    arrivals: `/booking?arrival=${day}`,
    departures: `/booking?arrival=all&departure=${day}&sort=departure`,
    inHouse: '/booking?arrival=all&status=checked_in&sort=departure',
    toCheckIn: `/booking?status=new,pending&arrival=${day}`,
  }[name];
}

const ORDER: (keyof TodayCountsData)[] = ['arrivals', 'departures', 'inHouse', 'toCheckIn'];

/** The desk's day at a glance; each count opens its bookings for whoever may read them. */
export function TodayCounts({
  counts,
  today,
  canOpenList,
}: {
  counts: TodayCountsData;
  today: string;
  canOpenList: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="today-counts-title">
      <CardHeader
        titleId="today-counts-title"
        title={t('dashboard.today.title')}
        icon={<CalendarCheck aria-hidden className="size-5" />}
      />
      <dl className="grid grid-cols-2 divide-slate-100 sm:grid-cols-4 sm:divide-x">
        {ORDER.map((name) => (
          // The link covers the whole tile; dt and dd stay the list's own children.
          <div
            key={name}
            data-testid={`today-${name}`}
            className="relative flex flex-col gap-1 px-5 py-4 has-[a:hover]:bg-slate-50 has-[a:focus-visible]:bg-slate-100"
          >
            <dt className="text-xs font-medium text-slate-500">
              {canOpenList ? (
                <Link
                  to={listOf(name, today)}
                  className="after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {t(`dashboard.today.${name}`)}
                </Link>
              ) : (
                t(`dashboard.today.${name}`)
              )}
            </dt>
            <dd className="order-first text-2xl font-semibold text-slate-900 tabular-nums">
              {counts[name]}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
