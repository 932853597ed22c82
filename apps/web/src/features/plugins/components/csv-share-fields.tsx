import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CsvImportState } from '@hotel/shared/contracts/csv-import';
import { Button } from '@/components/ui/button';
import { FormPasswordField, FormTextField } from '@/components/ui/form-text-field';
import { errorMessage } from '@/lib/api-error';
import { confirmDelete } from '@/lib/confirm';
import { useSaveCsvImportSettingsMutation } from '../api/save-csv-import-settings';
import {
  toCsvFormValues,
  toCsvSettingsRequest,
  type CsvImportFormValues,
} from './csv-import-form-values';

/**
 * Removes the stored password at once (after a confirmation), with the stored settings: the
 * form's unsaved edits stay unsaved. An empty string in the request removes it (the contract).
 */
function RemovePasswordButton({ settings }: { settings: CsvImportState['settings'] }) {
  const { t } = useTranslation();
  const remove = useSaveCsvImportSettingsMutation();
  const onRemove = async () => {
    const isSure = await confirmDelete({
      title: t('csvImport.form.removePasswordTitle'),
      message: t('csvImport.form.removePasswordText'),
      confirmLabel: t('csvImport.form.removePassword'),
    });
    if (!isSure) return;
    remove.mutate(
      { ...toCsvSettingsRequest(toCsvFormValues(settings)), password: '' },
      {
        onSuccess: () => toast.success(t('csvImport.form.passwordRemoved')),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      className="self-start"
      onPress={() => void onRemove()}
      isLoading={remove.isPending}
      data-testid="csv-remove-password"
    >
      {t('csvImport.form.removePassword')}
    </Button>
  );
}

/** Where the file lies (method smb): the share, the sign-in and the file's path on the share. */
export function CsvShareFields({
  control,
  settings,
}: {
  control: Control<CsvImportFormValues>;
  settings: CsvImportState['settings'];
}) {
  const { t } = useTranslation();
  const isPasswordStored = settings.password.configured;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        control={control}
        name="smb_share"
        label={t('csvImport.form.share')}
        description={t('csvImport.form.shareHint')}
        placeholder="\\server\exports"
        autoComplete="off"
        maxLength={300}
        isRequired
        data-testid="csv-share"
      />
      <FormTextField
        control={control}
        name="file_path"
        label={t('csvImport.form.filePath')}
        description={t('csvImport.form.filePathHint')}
        placeholder="bookings\export.csv"
        autoComplete="off"
        maxLength={500}
        isRequired
        data-testid="csv-file-path"
      />
      <FormTextField
        control={control}
        name="domain"
        label={t('csvImport.form.domain')}
        description={t('csvImport.form.domainHint')}
        autoComplete="off"
        maxLength={100}
        data-testid="csv-domain"
      />
      <FormTextField
        control={control}
        name="username"
        label={t('csvImport.form.username')}
        autoComplete="off"
        maxLength={100}
        isRequired
        data-testid="csv-username"
      />
      <div className="flex flex-col gap-2">
        <FormPasswordField
          control={control}
          name="password"
          label={t('csvImport.form.password')}
          description={
            <span data-testid="csv-password-status">
              {t(
                isPasswordStored
                  ? 'csvImport.form.passwordStored'
                  : 'csvImport.form.passwordMissing',
              )}
            </span>
          }
          autoComplete="new-password"
          maxLength={200}
          data-testid="csv-password"
        />
        {isPasswordStored && <RemovePasswordButton settings={settings} />}
      </div>
    </div>
  );
}
