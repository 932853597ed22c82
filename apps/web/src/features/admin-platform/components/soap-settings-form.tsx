import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { platformSoapInputSchema, type PlatformSoap } from '@hotel/shared/contracts/platform-soap';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { FormSaveBar } from '@/components/ui/form-save-bar';
import { FormTextField } from '@/components/ui/form-text-field';
import { applyServerIssues } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { useSavePlatformSoapMutation } from '../api/save-platform-soap';
import { SecretField, secretValue } from './secret-field';
import { SoapTestButton } from './soap-test-button';

const FIELDS = ['endpoint', 'username', 'password'] as const;

const soapFormSchema = z.object({
  endpoint: platformSoapInputSchema.shape.endpoint,
  username: platformSoapInputSchema.shape.username,
  password: z.string().max(500, 'validation.tooLong'),
  removePassword: z.boolean(),
});
type SoapFormValues = z.input<typeof soapFormSchema>;

const toValues = (soap: PlatformSoap): SoapFormValues => ({
  endpoint: soap.endpoint,
  username: soap.username,
  password: '',
  removePassword: false,
});

/** The platform's bwOnline account: endpoint, username, the write-only password; the test. */
export function SoapSettingsForm({ soap }: { soap: PlatformSoap }) {
  const { t } = useTranslation();
  const mutation = useSavePlatformSoapMutation();
  const { control, handleSubmit, setError, reset, formState } = useForm<SoapFormValues>({
    resolver: schemaResolver(soapFormSchema),
    defaultValues: toValues(soap),
  });
  const password = useWatch({ control, name: 'password' });
  const isConfigured = Boolean(soap.endpoint) && soap.password.configured;

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      {
        endpoint: values.endpoint,
        username: values.username,
        password: secretValue(values.password, values.removePassword),
      },
      {
        onSuccess: (saved) => {
          reset(toValues(saved));
          toast.success(t('adminPlatform.soap.saved'));
        },
        onError: (error) => applyServerIssues(error, setError, FIELDS),
      },
    ),
  );

  return (
    <div className="flex flex-col gap-5">
      <BorderedContainer className="p-0! sm:p-0!">
        <form noValidate onSubmit={onSubmit} data-testid="soap-form">
          <div className="flex flex-col gap-5 px-4 py-5 sm:px-6">
            <FormTextField
              control={control}
              name="endpoint"
              label={t('adminPlatform.soap.endpoint')}
              description={t('adminPlatform.soap.endpointHint')}
              inputMode="url"
              autoComplete="off"
              maxLength={500}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormTextField
                control={control}
                name="username"
                label={t('adminPlatform.soap.username')}
                autoComplete="off"
                maxLength={200}
              />
              <SecretField
                control={control}
                name="password"
                removeName="removePassword"
                label={t('adminPlatform.soap.password')}
                isStored={soap.password.configured}
                testId="soap-password"
              />
            </div>
          </div>
          <FormSaveBar
            error={mutation.error}
            isDirty={formState.isDirty || password !== ''}
            isPending={mutation.isPending}
            onDiscard={() => reset(toValues(soap))}
            discardLabel={t('adminPlatform.soap.discard')}
            saveTestId="soap-save"
          />
        </form>
      </BorderedContainer>
      <BorderedContainer>
        <h2 className="text-base font-semibold text-slate-900">
          {t('adminPlatform.soap.testTitle')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">{t('adminPlatform.soap.testHint')}</p>
        <SoapTestButton isConfigured={isConfigured} />
      </BorderedContainer>
    </div>
  );
}
