import {
  CSV_CHECK_RECORDS,
  type CsvCheckRecord,
  type CsvField,
  type CsvRunProblem,
} from '@hotel/shared/contracts/csv-import';
import type { ParsedCsv } from './csv-file';
import { mapCsvRow, type CsvBookingCandidate, type CsvRowOptions } from './csv-row';

export interface CsvCheckOptions extends CsvRowOptions {
  count?: number;
  /** A number in [0, 1): Math.random, or a seeded one in tests. */
  random?: () => number;
}

/** `count` distinct indexes of `length` picked at random (all of them when fewer), ascending. */
function pickIndexes(length: number, count: number, random: () => number): number[] {
  const indexes = Array.from({ length }, (_, index) => index);
  const picked = Math.min(count, length);
  // The first `picked` steps of a Fisher–Yates shuffle: each subset equally likely.
  for (let step = 0; step < picked; step += 1) {
    const other = step + Math.floor(random() * (length - step));
    [indexes[step], indexes[other]] = [indexes[other]!, indexes[step]!];
  }
  return indexes.slice(0, picked).sort((first, second) => first - second);
}

/**
 * The file check (spec §9): CSV_CHECK_RECORDS random records as the import would take them,
 * each with its raw mapped cells, the booking it becomes (or null) and every field's problem.
 * Shown in file order.
 */
export function checkRecords(
  parsed: ParsedCsv,
  template: readonly (CsvField | '')[],
  { count = CSV_CHECK_RECORDS, random = Math.random, ...rowOptions }: CsvCheckOptions = {},
): CsvCheckRecord[] {
  return pickIndexes(parsed.rows.length, count, random).map((index) => {
    const row = parsed.rows[index]!;
    const { values, candidate, errors } = mapCsvRow(row, template, rowOptions);
    return {
      line: row.line,
      // Every cell, so the template table can preview columns no field is assigned to yet.
      cells: row.cells,
      values,
      errors,
      booking: candidate && {
        arrival: candidate.arrival,
        departure: candidate.departure,
        roomNumber: candidate.roomNumber,
        guestName: [candidate.firstName, candidate.lastName].filter(Boolean).join(' '),
        email: candidate.email,
        mobile: candidate.mobile,
        adults: candidate.adults,
        children: candidate.children,
        price: candidate.price,
        status: candidate.status,
        externalId: candidate.externalId,
      },
    };
  });
}

/**
 * Rows of one file with the same reference: the first is imported, each later one is skipped
 * with `duplicateInFile` naming the first's line (two rows cannot both be the same booking).
 */
export function findDuplicateIds(
  candidates: readonly Pick<CsvBookingCandidate, 'line' | 'externalId'>[],
): CsvRunProblem[] {
  const firstLine = new Map<string, number>();
  const problems: CsvRunProblem[] = [];
  for (const { line, externalId } of candidates) {
    const first = firstLine.get(externalId);
    if (first === undefined) {
      firstLine.set(externalId, line);
      continue;
    }
    problems.push({
      line,
      kind: 'skipped',
      code: 'duplicateInFile',
      field: 'external_id',
      params: { line: first },
    });
  }
  return problems;
}
