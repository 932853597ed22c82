import { CreditCard, Mail, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformStats } from '@hotel/shared/contracts/admin';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

type TransportKind = 'email' | 'sms' | 'payments';

interface TransportView {
  kind: TransportKind;
  icon: ReactNode;
  name: string;
  isTestMode: boolean;
  hint: string;
}

function useTransportViews(stats: PlatformStats): TransportView[] {
  const { t } = useTranslation();
  const { email, sms, payments } = stats.transports;
  const realSmsHotels = sms.hotelsWithSeven + sms.hotelsWithTwilio;
  return [
    {
      kind: 'email',
      icon: <Mail aria-hidden className="size-5" />,
      name: t(`admin.dashboard.transports.email.${email}`),
      isTestMode: email === 'outbox',
      hint: t(`admin.dashboard.transports.email.${email}Hint`),
    },
    {
      kind: 'sms',
      icon: <MessageSquare aria-hidden className="size-5" />,
      name: t('admin.dashboard.transports.sms.outbox'),
      isTestMode: true,
      hint: [
        t('admin.dashboard.transports.sms.outboxHint'),
        realSmsHotels > 0
          ? t('admin.dashboard.transports.sms.ownGateways', {
              seven: sms.hotelsWithSeven,
              twilio: sms.hotelsWithTwilio,
            })
          : t('admin.dashboard.transports.sms.noOwnGateways'),
      ].join(' '),
    },
    {
      kind: 'payments',
      icon: <CreditCard aria-hidden className="size-5" />,
      name: t(`admin.dashboard.transports.payments.${payments}`),
      isTestMode: payments === 'test',
      hint: t(`admin.dashboard.transports.payments.${payments}Hint`),
    },
  ];
}

function TransportRows({ stats }: { stats: PlatformStats }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-4">
      {useTransportViews(stats).map((view) => (
        <li key={view.kind} className="flex gap-3" data-testid={`transport-${view.kind}`}>
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
            {view.icon}
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">
              {t(`admin.dashboard.transports.${view.kind}.label`)}
            </p>
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
              {view.name}
              {view.isTestMode && (
                <span
                  className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
                  data-testid={`transport-${view.kind}-test-mode`}
                >
                  {t('admin.dashboard.transports.testMode')}
                </span>
              )}
            </p>
            <p className="mt-0.5 text-xs text-slate-600">{view.hint}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Which email, SMS and payment transport the platform uses, and which of them only test. */
export function TransportsCard({ stats }: { stats: PlatformStats | undefined }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="admin-transports">
      <CardHeader titleId="admin-transports" title={t('admin.dashboard.transports.title')} />
      <CardBody>
        {stats ? (
          <TransportRows stats={stats} />
        ) : (
          <div className="flex flex-col gap-4">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </div>
        )}
      </CardBody>
    </Card>
  );
}
