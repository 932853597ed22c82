import { clsx } from 'clsx';
import { ChevronRight, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CsvImportRun } from '@hotel/shared/contracts/csv-import';
import { Alert } from '@/components/ui/alert';
import { Card, CardHeader } from '@/components/ui/card';
import { formatDateTime } from '@/lib/date-format';
import { CsvRunCountList, CsvRunProblemList, csvRunFailureText } from './csv-run-report';

const STATUS_CLASSES: Record<CsvImportRun['status'], string> = {
  running: 'bg-sky-100 text-sky-800',
  succeeded: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
};

/** One run: its summary line opens (summary/details: keyboard and screen readers for free). */
function RunItem({ run }: { run: CsvImportRun }) {
  const { t } = useTranslation();
  return (
    <li data-testid="csv-run-item">
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset">
          <ChevronRight
            aria-hidden
            className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-90"
          />
          <span className="text-sm font-medium text-slate-900">
            {formatDateTime(run.startedAt)}
          </span>
          <span className="text-sm text-slate-600">
            {t(`csvImport.runs.trigger.${run.trigger}`)}
          </span>
          <span
            className={clsx(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              STATUS_CLASSES[run.status],
            )}
          >
            {t(`csvImport.runs.status.${run.status}`)}
          </span>
          <span className="w-full text-xs text-slate-600 sm:ml-auto sm:w-auto">
            {t('csvImport.runs.summary', {
              created: run.counts.created,
              updated: run.counts.updated,
              problems: run.problems.length,
            })}
          </span>
        </summary>
        <div className="flex flex-col gap-3 px-5 pt-1 pb-4">
          {run.fileName && (
            <p className="text-sm break-all text-slate-700">
              {t('csvImport.runs.file', { file: run.fileName })}
            </p>
          )}
          {run.failure && <Alert tone="warning">{csvRunFailureText(t, run.failure)}</Alert>}
          <CsvRunCountList counts={run.counts} />
          <CsvRunProblemList problems={run.problems} />
        </div>
      </details>
    </li>
  );
}

/** The report history, newest first; each run opens to its counts and problems. */
export function CsvRunsList({ runs }: { runs: CsvImportRun[] }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="csv-runs-title">
      <CardHeader titleId="csv-runs-title" title={t('csvImport.runs.title')} />
      {runs.length === 0 ? (
        <div
          className="flex flex-col items-center gap-2 px-5 py-8 text-center"
          data-testid="csv-runs-empty"
        >
          <History aria-hidden className="size-6 text-slate-400" />
          <p className="text-sm font-medium text-slate-900">{t('csvImport.runs.empty')}</p>
          <p className="max-w-md text-sm text-slate-600">{t('csvImport.runs.emptyText')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="csv-runs">
          {runs.map((run) => (
            <RunItem key={run.id} run={run} />
          ))}
        </ul>
      )}
    </Card>
  );
}
