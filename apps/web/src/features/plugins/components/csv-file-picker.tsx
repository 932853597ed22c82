import { clsx } from 'clsx';
import { FileUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CSV_MAX_FILE_BYTES } from '@hotel/shared/contracts/csv-import';
import { buttonClasses } from '@/components/ui/button-classes';

/**
 * Chooses the CSV file to check or import by hand. A real file input (visually hidden, still
 * reached with Tab) inside its label, so keyboards, screen readers and e2e tests use it as is.
 */
export function CsvFilePicker({
  file,
  onChange,
  testId,
  isMissing = false,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  testId: string;
  /** The check or run was asked for without a file: says so under the picker. */
  isMissing?: boolean;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Chosen again after a change on disk: the same name must still count as a new choice.
    event.target.value = '';
    if (chosen && chosen.size > CSV_MAX_FILE_BYTES) {
      setError(t('validation.csvFileTooLarge'));
      return onChange(null);
    }
    setError(null);
    onChange(chosen);
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-3">
        <label
          className={clsx(
            buttonClasses({ variant: 'secondary' }),
            'cursor-pointer focus-within:ring-2 focus-within:ring-primary focus-within:ring-offset-2',
          )}
        >
          <FileUp aria-hidden className="size-4" />
          {t(file ? 'csvImport.file.change' : 'csvImport.file.choose')}
          <input
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="sr-only"
            onChange={onSelect}
            aria-describedby={error ? errorId : undefined}
            data-testid={testId}
          />
        </label>
        <span className="min-w-0 text-sm break-all text-slate-700" data-testid={`${testId}-name`}>
          {file ? file.name : t('csvImport.file.none')}
        </span>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      {isMissing && !error && (
        <p className="text-sm text-red-700" role="alert" data-testid={`${testId}-missing`}>
          {t('errors.csvImportFileRequired')}
        </p>
      )}
    </div>
  );
}
