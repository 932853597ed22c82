import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '@/components/ui/settings-page';
import { useCsvImportState } from '../api/csv-import-state';
import { CsvImportSettingsForm } from '../components/csv-import-settings-form';
import { CsvImportStatusCard } from '../components/csv-import-status-card';
import { CsvRunCard } from '../components/csv-run-card';
import { CsvRunsList } from '../components/csv-runs-list';
import { PluginNav } from '../components/plugin-nav';

/**
 * /plugins/csv_import (manageHotel): where the bookings file comes from and how it reads, the
 * file check, a run now, and the reports of the runs. The chosen file serves the check and the run.
 */
export function CsvImportPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  return (
    <SettingsPage
      title={t('csvImport.title')}
      description={t('csvImport.subtitle')}
      query={useCsvImportState()}
    >
      {(state) => (
        <div className="flex flex-col gap-6">
          <PluginNav />
          <CsvImportStatusCard state={state} />
          <CsvImportSettingsForm state={state} file={file} onFileChange={setFile} />
          <CsvRunCard state={state} file={file} onFileChange={setFile} />
          <CsvRunsList runs={state.runs} />
        </div>
      )}
    </SettingsPage>
  );
}
