import type { TFunction } from 'i18next';
import type { CsvField } from '@hotel/shared/contracts/csv-import';

type Params = Record<string, string | number> | undefined;

export function csvFieldLabel(t: TFunction, field: CsvField | '' | null | undefined): string {
  return t(`csvImport.fields.${field || 'ignore'}`);
}

/**
 * A row problem's sentence: `csvProblem.<code>` of the shared catalogue with its values, the
 * field named in the interface language. A code with a dot is a key of its own (`errors.…`).
 */
export function csvProblemText(
  t: TFunction,
  problem: { code: string; field?: CsvField | null; params?: Params },
): string {
  const key = problem.code.includes('.') ? problem.code : `csvProblem.${problem.code}`;
  const field = problem.field ? csvFieldLabel(t, problem.field) : undefined;
  return t(key, { ...problem.params, ...(field ? { field } : {}) });
}

/** The required fields no column is assigned to, named for the person. */
export function missingFieldsText(t: TFunction, fields: readonly CsvField[]): string {
  return fields.map((field) => csvFieldLabel(t, field)).join(', ');
}
