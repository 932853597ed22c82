import { FileSearch } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelCsvImport } from '@hotel/shared/contracts/hotel-integrations';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import type { useCheckCsvImportFileMutation } from '../api/check-csv-import-file';
import { CsvCheckRecords } from './csv-check-records';
import { CsvFilePicker } from './csv-file-picker';

/**
 * "Check file": the form's current settings (saved or not) read the chosen file, or for method
 * smb without one the file on the share. The answer also fills the template table's preview.
 */
export function CsvFileCheck({
  method,
  file,
  onFileChange,
  check,
  onCheck,
}: {
  method: HotelCsvImport['method'];
  file: File | null;
  onFileChange: (file: File | null) => void;
  check: ReturnType<typeof useCheckCsvImportFileMutation>;
  onCheck: () => void;
}) {
  const { t } = useTranslation();
  const [isFileMissing, setIsFileMissing] = useState(false);
  const onPress = () => {
    if (method === 'none' && !file) return setIsFileMissing(true);
    onCheck();
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        {t(method === 'smb' ? 'csvImport.check.hintSmb' : 'csvImport.check.hintUpload')}
      </p>
      <CsvFilePicker
        file={file}
        onChange={(chosen) => {
          setIsFileMissing(false);
          onFileChange(chosen);
        }}
        testId="csv-check-file"
        isMissing={isFileMissing}
      />
      <Button
        variant="secondary"
        className="self-start"
        onPress={onPress}
        isLoading={check.isPending}
        data-testid="csv-check"
      >
        <FileSearch aria-hidden className="size-4" />
        {t('csvImport.check.button')}
      </Button>
      {check.error != null && (
        <Alert tone="error" data-testid="csv-check-error">
          {errorMessage(check.error)}
        </Alert>
      )}
      {check.data && !check.isPending && <CsvCheckRecords result={check.data} />}
    </div>
  );
}
