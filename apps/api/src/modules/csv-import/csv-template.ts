import { csvTemplateIssues, type CsvField } from '@hotel/shared/contracts/csv-import';
import type { AppErrorIssue } from '../../lib/app-error';

/**
 * A column template's problems as validation issues: the same rule as the settings form's
 * (`csvImportSettingsFormSchema` in the shared contract), for a run or check to refuse a
 * template before reading any row: `throw validationError(issues)` when the list is not empty.
 */
export function templateIssues(template: readonly (CsvField | '')[]): AppErrorIssue[] {
  const { missing, duplicates } = csvTemplateIssues(template);
  const issues: AppErrorIssue[] = [];
  if (missing.length > 0) {
    issues.push({
      path: 'column_template',
      key: 'validation.csvTemplateMissingFields',
      params: { fields: missing.join(', ') },
    });
  }
  if (duplicates.length > 0) {
    issues.push({
      path: 'column_template',
      key: 'validation.csvTemplateDuplicateField',
      params: { fields: duplicates.join(', ') },
    });
  }
  return issues;
}
