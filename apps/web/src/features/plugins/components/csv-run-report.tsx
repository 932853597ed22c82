import type { TFunction } from 'i18next';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { CsvImportRun, CsvRunCounts } from '@hotel/shared/contracts/csv-import';
import { csvProblemText } from './csv-import-texts';

const COUNTS = ['created', 'updated', 'unchanged', 'skipped', 'conflicts', 'errors'] as const;
/** Counts that mean rows were not taken as they are: highlighted when there are any. */
const WARNING_COUNTS: ReadonlySet<keyof CsvRunCounts> = new Set(['conflicts', 'errors']);

/** A run's counts side by side: created, updated, unchanged, skipped, conflicts, errors. */
export function CsvRunCountList({ counts }: { counts: CsvRunCounts }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6" data-testid="csv-run-counts">
      {COUNTS.map((name) => (
        <div
          key={name}
          className={clsx(
            'rounded-md border px-2 py-1.5',
            WARNING_COUNTS.has(name) && counts[name] > 0
              ? 'border-amber-200 bg-amber-50'
              : 'border-slate-200 bg-slate-50',
          )}
        >
          <dt className="truncate text-xs text-slate-600">{t(`csvImport.counts.${name}`)}</dt>
          <dd className="text-base font-semibold text-slate-900" data-testid={`csv-count-${name}`}>
            {counts[name]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Why a whole run failed: the share's status sentence, or the file's problem. */
export function csvRunFailureText(
  t: TFunction,
  failure: NonNullable<CsvImportRun['failure']>,
): string {
  if (failure.smbStatus) return t(`smbStatus.${failure.smbStatus}`);
  return csvProblemText(t, { code: failure.code, params: failure.params });
}

/** The rows a run did not take as they are, with their line and the reason. */
export function CsvRunProblemList({ problems }: { problems: CsvImportRun['problems'] }) {
  const { t } = useTranslation();
  if (problems.length === 0) {
    return <p className="text-sm text-slate-600">{t('csvImport.runs.noProblems')}</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-slate-100 text-sm" data-testid="csv-run-problems">
      {problems.map((problem, index) => (
        <li
          key={`${problem.line}-${index}`}
          className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3"
        >
          <span className="shrink-0 font-medium text-slate-900 sm:w-40">
            {t('csvImport.runs.line', { line: problem.line })} ·{' '}
            {t(`csvImport.runs.kind.${problem.kind}`)}
          </span>
          <span
            className={clsx(
              'min-w-0 break-words',
              problem.kind === 'error' ? 'text-red-700' : 'text-slate-700',
            )}
          >
            {csvProblemText(t, problem)}
          </span>
        </li>
      ))}
    </ul>
  );
}
