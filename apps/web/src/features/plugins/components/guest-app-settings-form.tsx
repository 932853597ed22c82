import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { guestAppSettingsSchema, type GuestAppSettings } from '@hotel/shared/contracts/guest-app';
import type { Hotel } from '@hotel/shared/contracts/hotel';
import {
  DEFAULT_GUEST_APP_ACCENT,
  GUEST_APP_ACCENT_NAMES,
  MAX_GUEST_APP_IMAGES,
} from '@hotel/shared/guest-app';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { FormSaveBar } from '@/components/ui/form-save-bar';
import { FormSwitchField } from '@/components/ui/form-switch-field';
import { applyServerIssues, fieldErrorText } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { useErrorsClearOnFix } from '@/lib/use-errors-clear-on-fix';
import { useSaveGuestAppSettingsMutation } from '../api/guest-app-settings';
import { AccentColorField } from './accent-color-field';
import { GuestAppPreview } from './guest-app-preview';
import { ImageListField } from './image-list-field';
import { FormSection } from '@/components/ui/form-section';

const FIELDS = ['enabled', 'accent_color', 'template_image'] as const;

/** The stored settings as the form edits them; an accent no longer offered shows as amber. */
export function guestAppFormValues(settings: Hotel['guest_app']): GuestAppSettings {
  const isKnownAccent = (GUEST_APP_ACCENT_NAMES as string[]).includes(settings.accent_color);
  return {
    enabled: settings.enabled,
    accent_color: isKnownAccent ? settings.accent_color : DEFAULT_GUEST_APP_ACCENT,
    template_image: settings.template_image.map(({ path }) => ({ path })),
  };
}

function CoverImagesField({ control }: { control: Control<GuestAppSettings> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'template_image' });
  return (
    <ImageListField
      value={field.value}
      onChange={field.onChange}
      error={fieldErrorText(t, fieldState.error)}
      uploadType="guest_app"
      max={MAX_GUEST_APP_IMAGES}
      textsKey="plugins.guestApp.images"
      firstLabel={t('plugins.guestApp.cover')}
      testId="guest-app-images"
    />
  );
}

function Preview({
  control,
  hotelName,
}: {
  control: Control<GuestAppSettings>;
  hotelName: string;
}) {
  const [accent, images] = useWatch({ control, name: ['accent_color', 'template_image'] });
  return <GuestAppPreview hotelName={hotelName} accent={accent} coverPath={images[0]?.path} />;
}

/** The guest app's settings, saved together through PUT /api/hotel/guest_app. */
export function GuestAppSettingsForm({ hotel }: { hotel: Hotel }) {
  const { t } = useTranslation();
  const mutation = useSaveGuestAppSettingsMutation();
  const { control, handleSubmit, setError, reset, formState, subscribe, trigger } =
    useForm<GuestAppSettings>({
      resolver: schemaResolver(guestAppSettingsSchema),
      defaultValues: guestAppFormValues(hotel.guest_app),
    });
  useErrorsClearOnFix({ subscribe, trigger }, mutation);

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        reset(values);
        toast.success(t('plugins.guestApp.saved'));
      },
      onError: (error) => applyServerIssues(error, setError, FIELDS),
    }),
  );

  return (
    <BorderedContainer className="p-0! sm:p-0!">
      <form noValidate onSubmit={onSubmit} data-testid="guest-app-settings-form">
        <div className="flex flex-col gap-6 px-4 py-5 sm:px-6">
          <FormSection title={t('plugins.guestApp.app')}>
            <FormSwitchField
              control={control}
              name="enabled"
              label={t('plugins.guestApp.enabled')}
              hint={t('plugins.guestApp.enabledHint')}
              data-testid="guest-app-enabled"
            />
          </FormSection>
          <FormSection title={t('plugins.guestApp.appearance')}>
            <AccentColorField control={control} />
            <CoverImagesField control={control} />
            <Preview control={control} hotelName={hotel.name} />
          </FormSection>
        </div>
        <FormSaveBar
          error={mutation.error}
          isDirty={formState.isDirty}
          isPending={mutation.isPending}
          onDiscard={() => reset()}
          discardLabel={t('plugins.guestApp.discard')}
          saveTestId="guest-app-save"
        />
      </form>
    </BorderedContainer>
  );
}
