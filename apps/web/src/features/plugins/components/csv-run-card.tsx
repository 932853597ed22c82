import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvImportRun, CsvImportState } from '@hotel/shared/contracts/csv-import';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-error';
import { isConfirmed } from '@/lib/confirm';
import { useRunCsvImportMutation } from '../api/run-csv-import';
import { CsvFilePicker } from './csv-file-picker';
import { CsvRunCountList, CsvRunProblemList, csvRunFailureText } from './csv-run-report';
import { toCsvUpload } from './csv-upload';

function RunResult({ run }: { run: CsvImportRun }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3" data-testid="csv-run-result">
      <Alert tone={run.status === 'failed' ? 'error' : 'success'}>
        {run.failure
          ? csvRunFailureText(t, run.failure)
          : t(`csvImport.run.done.${run.status}`, { file: run.fileName ?? '' })}
      </Alert>
      <CsvRunCountList counts={run.counts} />
      <CsvRunProblemList problems={run.problems} />
    </div>
  );
}

/**
 * "Run import now" with the saved settings (for manual upload: with the chosen file), after a
 * confirmation, since it writes bookings. Busy while it runs; the API refuses a second run (409).
 */
export function CsvRunCard({
  state,
  file,
  onFileChange,
}: {
  state: CsvImportState;
  file: File | null;
  onFileChange: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const run = useRunCsvImportMutation();
  const [isFileMissing, setIsFileMissing] = useState(false);
  const isUpload = state.settings.method === 'none';
  const isRunning = run.isPending || state.lastRun?.status === 'running';

  const onRun = async () => {
    if (isUpload && !file) return setIsFileMissing(true);
    const isSure = await isConfirmed({
      title: t('csvImport.run.confirmTitle'),
      message: t(isUpload ? 'csvImport.run.confirmUpload' : 'csvImport.run.confirmSmb', {
        file: file?.name ?? '',
      }),
      confirmLabel: t('csvImport.run.confirm'),
    });
    if (!isSure) return;
    const upload = file ? await toCsvUpload(file) : undefined;
    run.mutate(upload ? { file: upload } : {});
  };

  return (
    <Card aria-labelledby="csv-run-title">
      <CardHeader
        titleId="csv-run-title"
        title={t('csvImport.run.title')}
        description={t('csvImport.run.hint')}
      />
      <CardBody className="flex flex-col gap-4">
        {isUpload && (
          <CsvFilePicker
            file={file}
            onChange={(chosen) => {
              setIsFileMissing(false);
              onFileChange(chosen);
            }}
            testId="csv-run-file"
            isMissing={isFileMissing}
          />
        )}
        <Button
          className="self-start"
          onPress={() => void onRun()}
          isLoading={isRunning}
          isDisabled={isRunning}
          data-testid="csv-run"
        >
          <Play aria-hidden className="size-4" />
          {t(isRunning ? 'csvImport.run.running' : 'csvImport.run.button')}
        </Button>
        {run.error != null && (
          <Alert tone="error" data-testid="csv-run-error">
            {errorMessage(run.error)}
          </Alert>
        )}
        {run.data && <RunResult run={run.data} />}
      </CardBody>
    </Card>
  );
}
