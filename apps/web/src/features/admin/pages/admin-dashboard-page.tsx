import { Building2, MailWarning, Send, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformStats } from '@hotel/shared/contracts/admin';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { usePlatformStats } from '@/features/admin/api/get-platform-stats';

type CountKey = Exclude<keyof PlatformStats, 'emailTransport'>;

const STATS: { key: CountKey; icon: ReactNode }[] = [
  { key: 'hotels', icon: <Building2 aria-hidden className="size-5" /> },
  { key: 'users', icon: <Users aria-hidden className="size-5" /> },
  { key: 'superAdmins', icon: <ShieldCheck aria-hidden className="size-5" /> },
  { key: 'unconfirmedUsers', icon: <MailWarning aria-hidden className="size-5" /> },
  { key: 'emailsInOutbox', icon: <Send aria-hidden className="size-5" /> },
];

export function AdminDashboardPage() {
  const { t } = useTranslation();
  const statsQuery = usePlatformStats();

  return (
    <div className="flex flex-col">
      <PageHeader title={t('admin.dashboard.title')} description={t('admin.dashboard.subtitle')} />
      {statsQuery.isError ? (
        <Alert
          tone="error"
          title={t('app.errors.loadFailed')}
          actions={
            <Button size="sm" variant="secondary" onPress={() => void statsQuery.refetch()}>
              {t('app.common.retry')}
            </Button>
          }
        >
          {errorMessage(statsQuery.error)}
        </Alert>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {STATS.map(({ key, icon }) => (
            <li key={key}>
              <Card as="div" className="flex h-full flex-col gap-3 p-5">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-medium text-slate-600">
                    {t(`admin.dashboard.stats.${key}`)}
                  </span>
                  <span className="flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary">
                    {icon}
                  </span>
                </div>
                {statsQuery.data ? (
                  <span
                    className="text-3xl font-semibold text-slate-900 tabular-nums"
                    data-testid={`stat-${key}`}
                  >
                    {formatNumber(statsQuery.data[key], currentLanguage())}
                  </span>
                ) : (
                  <Skeleton className="h-9 w-16" />
                )}
                <span className="text-xs text-slate-500">{t(`admin.dashboard.hints.${key}`)}</span>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
