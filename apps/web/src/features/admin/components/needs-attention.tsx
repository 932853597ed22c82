import { clsx } from 'clsx';
import {
  AlertOctagon,
  Bug,
  CheckCircle2,
  ChevronRight,
  Lock,
  MailX,
  RefreshCwOff,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  PLATFORM_PROBLEM_DAYS,
  PLATFORM_PROBLEMS,
  type PlatformProblem,
  type PlatformStats,
} from '@hotel/shared/contracts/admin';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

/** Where each problem is looked into: the pages read these query parameters. */
const PROBLEM_PAGES: Record<PlatformProblem, { to: string; icon: ReactNode }> = {
  failedJobs: {
    to: '/admin/error_log?kind=job',
    icon: <AlertOctagon aria-hidden className="size-5" />,
  },
  failedDeliveries: {
    to: '/admin/guest_notification?status=failed',
    icon: <MailX aria-hidden className="size-5" />,
  },
  channelErrors: {
    to: '/admin/hotel?problem=channels',
    icon: <RefreshCwOff aria-hidden className="size-5" />,
  },
  locksDown: { to: '/admin/hotel?problem=locks', icon: <Lock aria-hidden className="size-5" /> },
  openErrors: { to: '/admin/error_log', icon: <Bug aria-hidden className="size-5" /> },
};

/** The problems of the last days, each with its count and a link to its page. */
export function NeedsAttention({ stats }: { stats: PlatformStats | undefined }) {
  const { t } = useTranslation();
  const problems = stats?.problems;
  const isAllClear = problems && PLATFORM_PROBLEMS.every((key) => problems[key] === 0);
  return (
    <Card aria-labelledby="admin-needs-attention">
      <CardHeader
        titleId="admin-needs-attention"
        title={t('admin.dashboard.problems.title')}
        description={t('admin.dashboard.problems.description', { days: PLATFORM_PROBLEM_DAYS })}
      />
      <CardBody>
        {isAllClear && (
          <p
            className="mb-3 flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900"
            data-testid="problems-all-clear"
          >
            <CheckCircle2 aria-hidden className="size-5 shrink-0 text-emerald-700" />
            {t('admin.dashboard.problems.allClear')}
          </p>
        )}
        <ul className="flex flex-col divide-y divide-slate-100">
          {PLATFORM_PROBLEMS.map((key) => {
            const count = problems?.[key];
            const hasProblem = count !== undefined && count > 0;
            return (
              <li key={key}>
                <Link
                  to={PROBLEM_PAGES[key].to}
                  data-testid={`problem-${key}`}
                  className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-2.5 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-primary"
                >
                  <span
                    className={clsx(
                      'flex size-9 shrink-0 items-center justify-center rounded-lg',
                      hasProblem ? 'bg-red-50 text-red-700' : 'bg-slate-100 text-slate-500',
                    )}
                  >
                    {PROBLEM_PAGES[key].icon}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-medium text-slate-900">
                      {t(`admin.dashboard.problems.${key}.label`)}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {t(`admin.dashboard.problems.${key}.hint`)}
                    </span>
                  </span>
                  {count === undefined ? (
                    <Skeleton className="h-6 w-8" />
                  ) : (
                    <span
                      className={clsx(
                        'rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums',
                        hasProblem ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-700',
                      )}
                      data-testid={`problem-${key}-count`}
                    >
                      {formatNumber(count, currentLanguage())}
                    </span>
                  )}
                  <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400" />
                </Link>
              </li>
            );
          })}
        </ul>
      </CardBody>
    </Card>
  );
}
