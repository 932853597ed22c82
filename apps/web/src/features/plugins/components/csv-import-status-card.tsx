import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvImportState } from '@hotel/shared/contracts/csv-import';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { formatDateTime } from '@/lib/date-format';
import { CsvRunCountList, csvRunFailureText } from './csv-run-report';

function Item({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Read-only: the last run and its result, the next run, the method, and whether SMB works here. */
export function CsvImportStatusCard({ state }: { state: CsvImportState }) {
  const { t } = useTranslation();
  const { lastRun, nextRunAt, settings } = state;
  return (
    <Card aria-labelledby="csv-status-title">
      <CardHeader titleId="csv-status-title" title={t('csvImport.status.title')} />
      <CardBody className="flex flex-col gap-4">
        {!state.smbAvailable && (
          <Alert tone="warning" data-testid="csv-smb-unavailable">
            {t('csvImport.status.smbUnavailable')}
          </Alert>
        )}
        <dl className="grid gap-4 sm:grid-cols-3">
          <Item label={t('csvImport.status.lastRun')} testId="csv-status-last-run">
            {lastRun
              ? t('csvImport.status.lastRunText', {
                  time: formatDateTime(lastRun.startedAt),
                  trigger: t(`csvImport.runs.trigger.${lastRun.trigger}`),
                  status: t(`csvImport.runs.status.${lastRun.status}`),
                })
              : t('csvImport.status.never')}
          </Item>
          <Item label={t('csvImport.status.nextRun')} testId="csv-status-next-run">
            {nextRunAt ? formatDateTime(nextRunAt) : t('csvImport.status.noNextRun')}
          </Item>
          <Item label={t('csvImport.status.method')} testId="csv-status-method">
            {t(`csvImport.method.${settings.method}`)}
          </Item>
        </dl>
        {lastRun?.failure && (
          <Alert tone="warning" data-testid="csv-status-failure">
            {csvRunFailureText(t, lastRun.failure)}
          </Alert>
        )}
        {lastRun && lastRun.status !== 'running' && <CsvRunCountList counts={lastRun.counts} />}
      </CardBody>
    </Card>
  );
}
