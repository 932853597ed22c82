import type { FastifyBaseLogger } from 'fastify';
import { CSV_FIELDS, type CsvField, type CsvUpload } from '@hotel/shared/contracts/csv-import';
import type { HotelCsvImport } from '@hotel/shared/contracts/hotel-integrations';
import { SmbError, type SmbReader } from '../../adapters/smb/smb-reader';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { HotelRow } from '../../db/schema';
import { AppError, isAppError, validationError } from '../../lib/app-error';
import type { CredentialsService } from '../credentials';
import { applyCsvRow } from './csv-import-row';
import { createRunReport, statusOfRun, toCsvImportRun } from './csv-import-report';
import {
  decodeUpload,
  isShareConfigured,
  readShareFile,
  shareFileName,
  type CsvFileBytes,
} from './csv-import-source';
import type { CsvImportRepository } from './csv-import.repository';
import { parseCsvFile } from './csv-parse';
import { mapCsvRow } from './csv-row';
import { findDuplicateIds } from './csv-check';
import { templateIssues } from './csv-template';

/** A run still `running` after this long was left by a process that died: it no longer blocks. */
export const STALE_RUN_MINUTES = 15;

export type CsvRunTrigger = 'manual' | 'upload' | 'schedule';

export interface CsvRunDeps {
  db: Db;
  repository: CsvImportRepository;
  credentials: CredentialsService;
  smbReader: SmbReader;
  smbTimeoutMs: number;
  log?: FastifyBaseLogger;
}

/** The column template as stored, each entry a known field or '' (ignored). */
export function templateOf(settings: Pick<HotelCsvImport, 'column_template'>): (CsvField | '')[] {
  return settings.column_template.map((field) =>
    (CSV_FIELDS as readonly string[]).includes(field) ? (field as CsvField) : '',
  );
}

export const currencyOf = (hotel: HotelRow) => hotel.setting.currency;

/** Applies every row of the parsed file, each on its own; the report counts what each did. */
async function importRows(
  deps: CsvRunDeps,
  hotel: HotelRow,
  settings: HotelCsvImport,
  file: CsvFileBytes,
) {
  const parsed = parseCsvFile(file.bytes, {
    fileName: file.fileName,
    separator: settings.separator,
    header: settings.header,
  });
  const template = templateOf(settings);
  const mapped = new Set(template.filter((field): field is CsvField => field !== ''));
  const rooms = await deps.repository.roomsByNumber(hotel.id);
  const report = createRunReport();
  const mappings = parsed.rows.map((row) => ({
    line: row.line,
    ...mapCsvRow(row, template, { currency: currencyOf(hotel) }),
  }));
  const candidates = mappings.flatMap((mapping) => (mapping.candidate ? [mapping.candidate] : []));
  // The later rows of one reference are errors: two rows cannot both be the same booking.
  const duplicates = new Map(
    findDuplicateIds(candidates).map((problem) => [problem.line, problem]),
  );
  for (const mapping of mappings) {
    if (!mapping.candidate || mapping.errors.length > 0) {
      report.addFieldErrors(mapping.line, mapping.errors);
      continue;
    }
    const candidate = mapping.candidate;
    const duplicate = duplicates.get(mapping.line);
    if (duplicate) {
      report.addFieldErrors(mapping.line, [
        { field: 'external_id', code: duplicate.code, params: duplicate.params },
      ]);
      continue;
    }
    const room = rooms.get(candidate.roomNumber.trim());
    if (!room) {
      report.addFieldErrors(mapping.line, [
        { field: 'room_number', code: 'unknownRoom', params: { value: candidate.roomNumber } },
      ]);
      continue;
    }
    try {
      const outcome = await applyCsvRow(
        deps.db,
        { hotelId: hotel.id, candidate, room, mapped },
        candidate.roomNumber,
      );
      report.addOutcome(mapping.line, outcome);
    } catch (error) {
      // One row's surprise never costs the others: it is reported and logged, without the
      // error's text (a failed query's text holds the row's names and addresses).
      deps.log?.error(
        { hotelId: hotel.id, line: mapping.line, error: errorKind(error) },
        'CSV import row failed',
      );
      report.addOutcome(mapping.line, {
        kind: 'error',
        problem: { code: 'errors.internal', field: null },
      });
    }
  }
  return { fileName: parsed.fileName, counts: report.counts, problems: report.problems };
}

async function readFile(
  deps: CsvRunDeps,
  hotelId: string,
  settings: HotelCsvImport,
  upload: CsvUpload | undefined,
) {
  if (upload) return decodeUpload(upload);
  const password = (await deps.credentials.get(hotelId, 'csv_import.smb_password')) ?? '';
  return readShareFile(deps.smbReader, settings, password, deps.smbTimeoutMs);
}

/** What failed, for the log: the error's class and database code, never its text. */
const errorKind = (error: unknown) => ({
  name: error instanceof Error ? error.name : typeof error,
  code: (error as { code?: unknown } | null)?.code ?? null,
});

/** Why a run failed, as the run stores it: the share's status, or the file's problem. */
function failureOf(error: unknown): {
  failureCode: string;
  smbStatus: string | null;
  failureParams?: Record<string, string | number>;
} | null {
  if (error instanceof SmbError) {
    return { failureCode: `smbStatus.${error.status}`, smbStatus: error.status };
  }
  if (isAppError(error) && error.statusCode < 500) {
    const issueKey = error.details.issues?.[0]?.key;
    const key = typeof error.messageKey === 'string' ? error.messageKey : error.messageKey[0]!;
    // The message's values (the line of an unclosed quote, the row limit) travel with it.
    return { failureCode: issueKey ?? key, smbStatus: null, failureParams: error.details.params };
  }
  return null;
}

async function startRun(
  deps: CsvRunDeps,
  hotelId: string,
  trigger: CsvRunTrigger,
  fileName: string | null,
) {
  const staleBefore = new Date(Date.now() - STALE_RUN_MINUTES * 60_000);
  await deps.repository.failStaleRuns(hotelId, staleBefore, 'errors.csvImportInterrupted');
  try {
    return await deps.repository.insertRunning(hotelId, { trigger, fileName });
  } catch (error) {
    if (isUniqueViolation(error, 'csv_import_runs_one_running')) {
      throw new AppError('CONFLICT', 'errors.csvImportRunning');
    }
    throw error;
  }
}

/**
 * One import run of the hotel with its saved settings: the uploaded file, or the file on the
 * share. One run at a time per hotel (a second start is 409). A file that cannot be read (the
 * share's status) or parsed ends the run `failed` with nothing written; otherwise every row is
 * applied on its own. The run is stored with its report, and its outcome becomes the hotel's
 * `csv_import.status`.
 */
export async function runCsvImport(
  deps: CsvRunDeps,
  hotel: HotelRow,
  settings: HotelCsvImport,
  trigger: CsvRunTrigger,
  upload?: CsvUpload,
) {
  if (!upload && settings.method === 'none') {
    throw new AppError('BAD_REQUEST', 'errors.csvImportFileRequired');
  }
  if (!upload && !isShareConfigured(settings)) {
    throw new AppError('BAD_REQUEST', 'errors.csvImportNotConfigured');
  }
  const issues = templateIssues(templateOf(settings));
  if (issues.length > 0) throw validationError(issues);
  const run = await startRun(deps, hotel.id, trigger, upload?.name ?? shareFileName(settings));
  let finished;
  try {
    const file = await readFile(deps, hotel.id, settings, upload);
    const result = await importRows(deps, hotel, settings, file);
    finished = await deps.repository.finishRun(hotel.id, run.id, {
      status: 'succeeded',
      ...result,
      failureCode: null,
      smbStatus: null,
    });
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) {
      deps.log?.error({ hotelId: hotel.id, error: errorKind(error) }, 'CSV import run failed');
    }
    finished = await deps.repository.finishRun(hotel.id, run.id, {
      status: 'failed',
      fileName: run.fileName,
      counts: run.counts,
      problems: [],
      ...(failure ?? { failureCode: 'errors.internal', smbStatus: null }),
    });
  }
  await deps.repository.setStatus(hotel.id, statusOfRun(finished));
  await deps.repository.pruneRuns(hotel.id);
  return toCsvImportRun(finished);
}
