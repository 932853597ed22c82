import {
  NO_CSV_RUN_COUNTS,
  SMB_STATUSES,
  type CsvImportRun,
  type CsvRunCounts,
  type CsvRunProblem,
  type SmbStatus,
} from '@hotel/shared/contracts/csv-import';
import type { CsvFieldError } from './csv-row';
import type { CsvRowOutcome } from './csv-import-row';
import type { CsvImportRunRow } from './csv-import.repository';

/** Problems a run keeps: enough to fix a file, bounded for a file of 5,000 broken rows. */
export const MAX_RUN_PROBLEMS = 500;

const COUNT_OF_KIND = {
  created: 'created',
  updated: 'updated',
  unchanged: 'unchanged',
  skipped: 'skipped',
  conflict: 'conflicts',
  error: 'errors',
} as const satisfies Record<CsvRowOutcome['kind'], keyof CsvRunCounts>;

/** A run's counts and problems as its rows come in. */
export function createRunReport() {
  const counts: CsvRunCounts = { ...NO_CSV_RUN_COUNTS };
  const problems: CsvRunProblem[] = [];
  const addProblem = (problem: CsvRunProblem) => {
    if (problems.length < MAX_RUN_PROBLEMS) problems.push(problem);
  };
  return {
    counts,
    problems,
    /** One row, counted once, with all of its field errors listed. */
    addFieldErrors(line: number, errors: readonly CsvFieldError[]) {
      counts.errors += 1;
      for (const error of errors) {
        addProblem({
          line,
          kind: 'error',
          code: error.code,
          field: error.field,
          ...(error.params ? { params: error.params } : {}),
        });
      }
    },
    addOutcome(line: number, outcome: CsvRowOutcome) {
      counts[COUNT_OF_KIND[outcome.kind]] += 1;
      if ('problem' in outcome) addProblem({ line, kind: outcome.kind, ...outcome.problem });
    },
  };
}

const asSmbStatus = (value: string | null): SmbStatus | null =>
  value && (SMB_STATUSES as readonly string[]).includes(value) ? (value as SmbStatus) : null;

export function toCsvImportRun(row: CsvImportRunRow): CsvImportRun {
  const smbStatus = asSmbStatus(row.smbStatus);
  const failureCode = row.failureCode ?? (smbStatus ? `smbStatus.${smbStatus}` : null);
  return {
    id: row.id,
    trigger: row.trigger as CsvImportRun['trigger'],
    status: row.status as CsvImportRun['status'],
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    fileName: row.fileName,
    counts: { ...NO_CSV_RUN_COUNTS, ...row.counts },
    failure: failureCode
      ? {
          code: failureCode,
          smbStatus,
          ...(row.failureParams ? { params: row.failureParams } : {}),
        }
      : null,
    problems: row.problems,
  };
}

/** The hotel's `csv_import.status` after a run: `succeeded`, `failed` or the share's status. */
export function statusOfRun(run: Pick<CsvImportRunRow, 'status' | 'smbStatus'>): string {
  if (run.status === 'failed') return run.smbStatus ?? 'failed';
  return run.status;
}
