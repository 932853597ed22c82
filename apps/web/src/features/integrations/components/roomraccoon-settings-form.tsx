import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  roomRaccoonSettingsInputSchema,
  type RoomRaccoonSettings,
} from '@hotel/shared/contracts/roomraccoon';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { FormSaveBar } from '@/components/ui/form-save-bar';
import { FormSwitchField } from '@/components/ui/form-switch-field';
import { FormPasswordField, FormTextField } from '@/components/ui/form-text-field';
import { applyServerIssues } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { useErrorsClearOnFix } from '@/lib/use-errors-clear-on-fix';
import {
  useSaveRoomRaccoonSettingsMutation,
  type RoomRaccoonSettingsInput,
} from '../api/roomraccoon-settings';
import { RoomTypeMappingField } from './room-type-mapping-field';

const FIELDS = ['enabled', 'username', 'password', 'hotelCode', 'roomTypes'] as const;

/** The form's fields for the server's issues, down to each room type row (`roomTypes.1.code`). */
function fieldNamesOf(values: RoomRaccoonSettingsInput): string[] {
  const rows = values.roomTypes.flatMap((_, index) => [
    `roomTypes.${index}.code`,
    `roomTypes.${index}.roomType`,
  ]);
  return [...FIELDS, ...rows];
}

/** The stored password never comes back: the field starts empty and empty keeps it. */
function toValues(settings: RoomRaccoonSettings): RoomRaccoonSettingsInput {
  return {
    enabled: settings.enabled,
    username: settings.username,
    password: '',
    hotelCode: settings.hotelCode,
    roomTypes: settings.roomTypes.map(({ code, roomType }) => ({ code, roomType })),
  };
}

/** Settings of the RoomRaccoon connection, saved together through PUT /api/integration/roomraccoon. */
export function RoomRaccoonSettingsForm({ settings }: { settings: RoomRaccoonSettings }) {
  const { t } = useTranslation();
  const mutation = useSaveRoomRaccoonSettingsMutation();
  const { control, handleSubmit, setError, reset, formState, subscribe, trigger } =
    useForm<RoomRaccoonSettingsInput>({
      resolver: schemaResolver(roomRaccoonSettingsInputSchema) as never,
      defaultValues: toValues(settings),
    });
  useErrorsClearOnFix({ subscribe, trigger }, mutation);
  const codes = (useWatch({ control, name: 'roomTypes' }) ?? []).map((row) => row.code);

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (saved) => {
        reset(toValues(saved));
        toast.success(t('integrations.roomRaccoon.form.saved'));
      },
      onError: (error) => applyServerIssues(error, setError, fieldNamesOf(values)),
    }),
  );

  return (
    <BorderedContainer className="p-0! sm:p-0!">
      <form noValidate onSubmit={onSubmit} data-testid="roomraccoon-settings-form">
        <div className="flex flex-col gap-5 px-4 py-5 sm:px-6">
          <FormSwitchField
            control={control}
            name="enabled"
            label={t('integrations.roomRaccoon.form.enabled')}
            hint={t('integrations.roomRaccoon.form.enabledHint')}
            data-testid="roomraccoon-enabled"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              control={control}
              name="username"
              label={t('integrations.roomRaccoon.form.username')}
              autoComplete="off"
              maxLength={100}
              isRequired
            />
            <FormPasswordField
              control={control}
              name="password"
              label={t('integrations.roomRaccoon.form.password')}
              description={t(
                settings.password.configured
                  ? 'integrations.roomRaccoon.form.passwordStored'
                  : 'integrations.roomRaccoon.form.passwordMissing',
              )}
              autoComplete="new-password"
              maxLength={200}
            />
            <FormTextField
              control={control}
              name="hotelCode"
              label={t('integrations.roomRaccoon.form.hotelCode')}
              description={t('integrations.roomRaccoon.form.hotelCodeHint')}
              maxLength={40}
            />
          </div>
          <RoomTypeMappingField control={control} codes={codes} />
        </div>
        <FormSaveBar
          error={mutation.error}
          isDirty={formState.isDirty}
          isPending={mutation.isPending}
          onDiscard={() => reset(toValues(settings))}
          discardLabel={t('integrations.roomRaccoon.form.discard')}
          saveTestId="roomraccoon-save"
        />
      </form>
    </BorderedContainer>
  );
}
