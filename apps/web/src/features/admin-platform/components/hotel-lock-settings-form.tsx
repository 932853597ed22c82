import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { LOCK_HARDWARE } from '@hotel/shared/locks';
import { lockSettingsInputSchema, type LockSettings } from '@hotel/shared/contracts/locks';
import { Alert } from '@/components/ui/alert';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { FormSaveBar } from '@/components/ui/form-save-bar';
import { FormSelect } from '@/components/ui/form-select';
import { FormTextField } from '@/components/ui/form-text-field';
import { applyServerIssues } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { useSaveHotelLockSettingsMutation } from '../api/save-hotel-lock-settings';
import { SecretField, secretValue } from './secret-field';

const bwOnlineShape = lockSettingsInputSchema.shape.bwOnline.unwrap().shape;

const lockFormSchema = z.object({
  hardware: z.enum(LOCK_HARDWARE),
  endpoint: bwOnlineShape.endpoint,
  username: bwOnlineShape.username,
  password: z.string().max(500, 'validation.tooLong'),
  removePassword: z.boolean(),
  apiToken: z.string().max(500, 'validation.tooLong'),
  removeApiToken: z.boolean(),
});
type LockFormValues = z.input<typeof lockFormSchema>;

const FIELDS = ['hardware', 'endpoint', 'username', 'password', 'apiToken'] as const;
/** Server issues arrive as `bwOnline.endpoint`; the form's fields are flat. */
const FIELD_OF_PATH = {
  'bwOnline.endpoint': 'endpoint',
  'bwOnline.username': 'username',
  'bwOnline.password': 'password',
  'nuki.apiToken': 'apiToken',
} as const;

const toValues = (settings: LockSettings): LockFormValues => ({
  hardware: settings.hardware,
  endpoint: settings.bwOnline.endpoint,
  username: settings.bwOnline.username,
  password: '',
  removePassword: false,
  apiToken: '',
  removeApiToken: false,
});

/** A hotel's lock provider: hardware, bwOnline's account or the platform's, Nuki's token. */
export function HotelLockSettingsForm({
  hotelId,
  settings,
}: {
  hotelId: string;
  settings: LockSettings;
}) {
  const { t } = useTranslation();
  const mutation = useSaveHotelLockSettingsMutation();
  const { control, handleSubmit, setError, reset, formState } = useForm<LockFormValues>({
    resolver: schemaResolver(lockFormSchema),
    defaultValues: toValues(settings),
  });
  const [hardware, endpoint, password, apiToken] = useWatch({
    control,
    name: ['hardware', 'endpoint', 'password', 'apiToken'],
  });
  const wouldUsePlatform = hardware === 'bwOnline' && endpoint.trim() === '';

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      {
        hotelId,
        body: {
          hardware: values.hardware,
          bwOnline: {
            endpoint: values.endpoint,
            username: values.username,
            password: secretValue(values.password, values.removePassword),
          },
          nuki: { apiToken: secretValue(values.apiToken, values.removeApiToken) },
        },
      },
      {
        onSuccess: (saved) => {
          reset(toValues(saved));
          toast.success(t('adminPlatform.locks.saved'));
        },
        onError: (error) => applyServerIssues(error, setError, FIELDS, FIELD_OF_PATH),
      },
    ),
  );

  return (
    <BorderedContainer className="p-0! sm:p-0!">
      <form noValidate onSubmit={onSubmit} data-testid="hotel-lock-settings-form">
        <div className="flex flex-col gap-5 px-4 py-5 sm:px-6">
          <FormSelect
            control={control}
            name="hardware"
            label={t('adminPlatform.locks.hardware')}
            isRequired
            options={LOCK_HARDWARE.map((id) => ({
              id,
              label: t(`adminPlatform.locks.hardwareOptions.${id}`),
            }))}
          />
          {hardware === 'bwOnline' ? (
            <fieldset className="flex flex-col gap-4">
              <legend className="mb-2 text-sm font-semibold text-slate-900">
                {t('adminPlatform.locks.bwOnlineTitle')}
              </legend>
              <FormTextField
                control={control}
                name="endpoint"
                label={t('adminPlatform.soap.endpoint')}
                description={t('adminPlatform.locks.endpointHint')}
                inputMode="url"
                autoComplete="off"
                maxLength={500}
              />
              {wouldUsePlatform && (
                <Alert
                  tone={settings.bwOnline.platformConfigured ? 'info' : 'warning'}
                  data-testid="hotel-locks-platform-hint"
                >
                  {t(
                    settings.bwOnline.platformConfigured
                      ? 'adminPlatform.locks.platformUsed'
                      : 'adminPlatform.locks.platformMissing',
                  )}
                </Alert>
              )}
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
                  isStored={settings.bwOnline.password.configured}
                  testId="hotel-locks-password"
                />
              </div>
            </fieldset>
          ) : (
            <fieldset className="flex flex-col gap-4">
              <legend className="mb-2 text-sm font-semibold text-slate-900">
                {t('adminPlatform.locks.nukiTitle')}
              </legend>
              <SecretField
                control={control}
                name="apiToken"
                removeName="removeApiToken"
                label={t('adminPlatform.locks.apiToken')}
                isStored={settings.nuki.apiToken.configured}
                testId="hotel-locks-token"
              />
              {settings.nuki.apiToken.last4 && (
                <p className="text-xs text-slate-600">
                  {t('adminPlatform.locks.tokenLast4', { last4: settings.nuki.apiToken.last4 })}
                </p>
              )}
            </fieldset>
          )}
        </div>
        <FormSaveBar
          error={mutation.error}
          isDirty={formState.isDirty || password !== '' || apiToken !== ''}
          isPending={mutation.isPending}
          onDiscard={() => reset(toValues(settings))}
          discardLabel={t('adminPlatform.soap.discard')}
          saveTestId="hotel-locks-save"
        />
      </form>
    </BorderedContainer>
  );
}
