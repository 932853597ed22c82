import { Plus } from 'lucide-react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CSV_FIELDS,
  CSV_MAX_COLUMNS,
  REQUIRED_CSV_FIELDS,
  type CsvField,
  type CsvImportCheckResult,
} from '@hotel/shared/contracts/csv-import';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { fieldErrorText } from '@/lib/form-errors';
import { csvFieldLabel, missingFieldsText } from './csv-import-texts';
import type { CsvImportFormValues } from './csv-import-form-values';

/** react-aria's keys cannot be empty: "ignore" stands for the template's ''. */
const IGNORE = 'ignore';

/** How many columns the file has: its header, its longest checked line, or the template. */
function columnCount(template: readonly string[], check: CsvImportCheckResult | undefined) {
  const cells = check?.records.map((record) => record.cells?.length ?? 0) ?? [];
  return Math.max(template.length, check?.header?.length ?? 0, ...cells);
}

/** The checked records' values of one column: the cell itself, or the mapped field's value. */
function previewOf(check: CsvImportCheckResult | undefined, index: number, field: CsvField | '') {
  return (check?.records ?? [])
    .map((record) => record.cells?.[index] ?? (field ? record.values[field] : undefined))
    .filter((value): value is string => value !== undefined);
}

/**
 * The column template: one row per CSV column with the field it fills (or none), and beside it
 * the checked records' values of that column. Without a header the columns are numbered.
 */
export function CsvColumnTemplateTable({
  control,
  check,
}: {
  control: Control<CsvImportFormValues>;
  check: CsvImportCheckResult | undefined;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'column_template' });
  const template = field.value;
  const count = columnCount(template, check);
  const missing = REQUIRED_CSV_FIELDS.filter((required) => !template.includes(required));
  const options = [
    { id: IGNORE, label: csvFieldLabel(t, '') },
    ...CSV_FIELDS.map((id) => ({ id, label: csvFieldLabel(t, id) })),
  ];

  const setColumn = (index: number, value: CsvField | '') => {
    const next = Array.from({ length: Math.max(count, index + 1) }, (_, at) => template[at] ?? '');
    next[index] = value;
    field.onChange(next);
  };

  // The schema's (and the server's) text names the missing fields by their codes; the person
  // reads their labels.
  const error =
    fieldState.error && missing.length > 0
      ? t('validation.csvTemplateMissingFields', { fields: missingFieldsText(t, missing) })
      : fieldErrorText(t, fieldState.error);

  return (
    <div className="flex flex-col gap-3" data-testid="csv-template">
      {count === 0 ? (
        <p className="text-sm text-slate-600" data-testid="csv-template-empty">
          {t('csvImport.template.empty')}
        </p>
      ) : (
        <div className="overflow-hidden rounded-lg border border-slate-200">
          <table className="block w-full text-sm sm:table">
            <thead className="sr-only bg-slate-50 text-left text-xs text-slate-600 sm:not-sr-only sm:table-header-group">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('csvImport.template.column')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('csvImport.template.field')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('csvImport.template.preview')}
                </th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-100 sm:table-row-group">
              {Array.from({ length: count }, (_, index) => {
                const name =
                  check?.header?.[index] ||
                  t('csvImport.template.columnNumber', { number: index + 1 });
                const value = (template[index] ?? '') as CsvField | '';
                const preview = previewOf(check, index, value);
                return (
                  <tr
                    key={index}
                    className="flex flex-col gap-2 px-3 py-3 sm:table-row sm:p-0"
                    data-testid={`csv-template-row-${index}`}
                  >
                    <th
                      scope="row"
                      className="text-left font-medium break-all text-slate-900 sm:px-3 sm:py-2"
                    >
                      {name}
                    </th>
                    <td className="sm:w-56 sm:px-3 sm:py-2">
                      <Select
                        label={
                          <span className="sr-only">
                            {t('csvImport.template.fieldOf', { column: name })}
                          </span>
                        }
                        options={options}
                        value={value || IGNORE}
                        onChange={(id) => setColumn(index, id === IGNORE ? '' : (id as CsvField))}
                        data-testid={`csv-template-field-${index}`}
                      />
                    </td>
                    <td className="min-w-0 text-slate-700 sm:px-3 sm:py-2">
                      <span className="text-xs text-slate-500 sm:sr-only">
                        {t('csvImport.template.preview')}:{' '}
                      </span>
                      {preview.length > 0 ? (
                        <span className="break-all">{preview.join(' · ')}</span>
                      ) : (
                        <span className="text-slate-500">{t('csvImport.template.noPreview')}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {count < CSV_MAX_COLUMNS && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onPress={() => setColumn(count, '')}
          data-testid="csv-template-add-column"
        >
          <Plus aria-hidden className="size-4" />
          {t('csvImport.template.addColumn')}
        </Button>
      )}
      {missing.length > 0 && !error && (
        <p className="text-sm text-amber-800" data-testid="csv-template-missing">
          {t('csvImport.template.missing', { fields: missingFieldsText(t, missing) })}
        </p>
      )}
      {error && (
        <p className="text-sm text-red-700" role="alert" data-testid="csv-template-error">
          {error}
        </p>
      )}
    </div>
  );
}
