import {
  BedDouble,
  Building2,
  CalendarPlus,
  CalendarRange,
  MailWarning,
  Send,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformStats } from '@hotel/shared/contracts/admin';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

type CountKey =
  | 'hotels'
  | 'users'
  | 'bookingsToday'
  | 'bookingsThisMonth'
  | 'arrivalsToday'
  | 'superAdmins'
  | 'unconfirmedUsers'
  | 'emailsInOutbox';

const iconClass = 'size-5';
const COUNTS: { key: CountKey; icon: ReactNode }[] = [
  { key: 'hotels', icon: <Building2 aria-hidden className={iconClass} /> },
  { key: 'users', icon: <Users aria-hidden className={iconClass} /> },
  { key: 'bookingsToday', icon: <CalendarPlus aria-hidden className={iconClass} /> },
  { key: 'bookingsThisMonth', icon: <CalendarRange aria-hidden className={iconClass} /> },
  { key: 'arrivalsToday', icon: <BedDouble aria-hidden className={iconClass} /> },
  { key: 'superAdmins', icon: <ShieldCheck aria-hidden className={iconClass} /> },
  { key: 'unconfirmedUsers', icon: <MailWarning aria-hidden className={iconClass} /> },
  { key: 'emailsInOutbox', icon: <Send aria-hidden className={iconClass} /> },
];

/** The platform's numbers, one card each; skeletons while they load. */
export function PlatformCounts({ stats }: { stats: PlatformStats | undefined }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {COUNTS.map(({ key, icon }) => (
        <li key={key}>
          <Card as="div" className="flex h-full flex-col gap-2 p-4 sm:gap-3 sm:p-5">
            <div className="flex items-start justify-between gap-2">
              <span className="text-sm font-medium text-slate-600">
                {t(`admin.dashboard.stats.${key}`)}
              </span>
              <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary sm:flex">
                {icon}
              </span>
            </div>
            {stats ? (
              <span
                className="text-2xl font-semibold text-slate-900 tabular-nums sm:text-3xl"
                data-testid={`stat-${key}`}
              >
                {formatNumber(stats[key], currentLanguage())}
              </span>
            ) : (
              <Skeleton className="h-9 w-16" />
            )}
            <span className="text-xs text-slate-600">{t(`admin.dashboard.hints.${key}`)}</span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
