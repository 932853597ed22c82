import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  CSV_MAX_INTERVAL,
  CSV_MIN_INTERVAL,
  csvImportSettingsFormSchema,
  type CsvImportState,
} from '@hotel/shared/contracts/csv-import';
import { CSV_IMPORT_METHODS, CSV_SEPARATORS } from '@hotel/shared/contracts/hotel-integrations';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { FormSaveBar } from '@/components/ui/form-save-bar';
import { FormSelect } from '@/components/ui/form-select';
import { FormSwitchField } from '@/components/ui/form-switch-field';
import { RadioCardGroup } from '@/components/ui/radio-card-group';
import { FormNumberField } from '@/components/ui/form-text-field';
import { applyServerIssues, fieldErrorText } from '@/lib/form-errors';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { schemaResolver } from '@/lib/form-resolver';
import { useErrorsClearOnFix } from '@/lib/use-errors-clear-on-fix';
import { useCheckCsvImportFileMutation } from '../api/check-csv-import-file';
import { useSaveCsvImportSettingsMutation } from '../api/save-csv-import-settings';
import { CsvColumnTemplateTable } from './csv-column-template-table';
import { CsvFileCheck } from './csv-file-check';
import {
  CSV_FORM_FIELDS,
  toCsvFormValues,
  toCsvSettingsRequest,
  type CsvImportFormValues,
} from './csv-import-form-values';
import { CsvShareFields } from './csv-share-fields';
import { toCsvUpload } from './csv-upload';
import { FormSection } from '@/components/ui/form-section';

/** The check sends the settings under `settings`: its issues land on the same fields. */
const FIELD_OF_CHECK_PATH = Object.fromEntries(
  CSV_FORM_FIELDS.map((name) => [`settings.${name}`, name]),
) as Record<string, (typeof CSV_FORM_FIELDS)[number]>;

function MethodField({ control }: { control: Control<CsvImportFormValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'method' });
  return (
    <RadioCardGroup
      name={field.name}
      label={t('csvImport.form.method')}
      value={field.value}
      onChange={field.onChange}
      errorMessage={fieldErrorText(t, fieldState.error)}
      options={CSV_IMPORT_METHODS.map((id) => ({
        id,
        label: t(`csvImport.method.${id}`),
        description: t(`csvImport.method.${id}Hint`),
      }))}
    />
  );
}

function IntervalField({ control }: { control: Control<CsvImportFormValues> }) {
  const { t } = useTranslation();
  return (
    <FormNumberField
      className="sm:max-w-56"
      label={t('csvImport.form.interval')}
      description={t('csvImport.form.intervalHint', {
        min: formatNumber(CSV_MIN_INTERVAL, currentLanguage()),
        max: formatNumber(CSV_MAX_INTERVAL, currentLanguage()),
      })}
      control={control}
      name="interval"
      isRequired
      data-testid="csv-interval"
    />
  );
}

/**
 * The CSV import's settings, saved together through PUT /api/hotel/csv-import, with the column
 * template and the file check, which reads a file with the settings as they stand in the form.
 */
export function CsvImportSettingsForm({
  state,
  file,
  onFileChange,
}: {
  state: CsvImportState;
  file: File | null;
  onFileChange: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const mutation = useSaveCsvImportSettingsMutation();
  const check = useCheckCsvImportFileMutation();
  const { control, handleSubmit, setError, reset, formState, subscribe, trigger, getValues } =
    useForm<CsvImportFormValues>({
      resolver: schemaResolver(csvImportSettingsFormSchema) as never,
      defaultValues: toCsvFormValues(state.settings),
    });
  useErrorsClearOnFix({ subscribe, trigger }, mutation);
  const method = useWatch({ control, name: 'method' });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(toCsvSettingsRequest(values), {
      onSuccess: (saved) => {
        reset(toCsvFormValues(saved.settings));
        toast.success(t('csvImport.form.saved'));
      },
      onError: (error) => applyServerIssues(error, setError, CSV_FORM_FIELDS),
    }),
  );

  const onCheck = async () => {
    const settings = toCsvSettingsRequest(getValues());
    const upload = file ? await toCsvUpload(file) : undefined;
    check.mutate(
      { settings, ...(upload ? { file: upload } : {}) },
      {
        onError: (error) =>
          applyServerIssues(error, setError, CSV_FORM_FIELDS, FIELD_OF_CHECK_PATH),
      },
    );
  };

  return (
    <BorderedContainer className="p-0! sm:p-0!">
      <form noValidate onSubmit={onSubmit} data-testid="csv-settings-form">
        <div className="flex flex-col gap-6 px-4 py-5 sm:px-6">
          <FormSection title={t('csvImport.form.source')}>
            <MethodField control={control} />
            {method === 'smb' && (
              <>
                <CsvShareFields control={control} settings={state.settings} />
                <IntervalField control={control} />
              </>
            )}
          </FormSection>
          <FormSection title={t('csvImport.form.fileFormat')}>
            <FormSwitchField
              control={control}
              name="header"
              label={t('csvImport.form.header')}
              hint={t('csvImport.form.headerHint')}
              data-testid="csv-header"
            />
            <div className="sm:max-w-56">
              <FormSelect
                control={control}
                name="separator"
                label={t('csvImport.form.separator')}
                options={CSV_SEPARATORS.map((id) => ({
                  id,
                  label: t(`csvImport.separator.${id}`),
                }))}
              />
            </div>
          </FormSection>
          <FormSection title={t('csvImport.template.title')}>
            <p className="text-sm text-slate-600">{t('csvImport.template.hint')}</p>
            <CsvColumnTemplateTable control={control} check={check.data} />
          </FormSection>
          <FormSection title={t('csvImport.check.title')}>
            <CsvFileCheck
              method={method}
              file={file}
              onFileChange={onFileChange}
              check={check}
              onCheck={() => void onCheck()}
            />
          </FormSection>
        </div>
        <FormSaveBar
          error={mutation.error}
          isDirty={formState.isDirty}
          isPending={mutation.isPending}
          onDiscard={() => reset(toCsvFormValues(state.settings))}
          discardLabel={t('csvImport.form.discard')}
          saveTestId="csv-save"
        />
      </form>
    </BorderedContainer>
  );
}
