import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  MAX_MIN_STAY_DAYS,
  PUBLIC_DESCRIPTION_MAX,
  publicPageSettingsRequestSchema,
  type PublicPageSettings,
  type PublicPageSettingsRequest,
} from '@hotel/shared/contracts/public-booking';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Switch } from '@/components/ui/checkbox';
import { FormSaveBar } from '@/components/ui/form-save-bar';
import { FormTextArea } from '@/components/ui/form-text-area';
import { FormNumberField } from '@/components/ui/form-text-field';
import { applyServerIssues } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { useErrorsClearOnFix } from '@/lib/use-errors-clear-on-fix';
import { useSavePublicPageSettingsMutation } from '../api/public-page-settings';
import { PageStatus } from './page-status';
import { PaymentMethodsField } from './payment-methods-field';
import { SliderField } from './slider-field';
import { ThemeColorField } from './theme-color-field';
import { FormSection } from '@/components/ui/form-section';

const FIELDS = [
  'disabled',
  'booking_enabled',
  'theme_color',
  'hotel_description',
  'hotel_slider',
  'min_stay_days',
  'payment_methods',
] as const;

function toValues(settings: PublicPageSettings): PublicPageSettingsRequest {
  return {
    disabled: settings.disabled,
    booking_enabled: settings.booking_enabled,
    theme_color: settings.theme_color,
    hotel_description: settings.hotel_description,
    hotel_slider: settings.hotel_slider,
    min_stay_days: settings.min_stay_days,
    payment_methods: settings.payment_methods,
  };
}

/** A switch bound to a boolean field; `isInverted` shows "active" for a `disabled` flag. */
function FormSwitch({
  control,
  name,
  label,
  hint,
  isInverted = false,
  testId,
}: {
  control: Control<PublicPageSettingsRequest>;
  name: 'disabled' | 'booking_enabled';
  label: string;
  hint: string;
  isInverted?: boolean;
  testId: string;
}) {
  const { field } = useController({ control, name });
  const hintId = `${testId}-hint`;
  return (
    <div className="flex flex-col gap-1">
      <Switch
        isSelected={isInverted ? !field.value : field.value}
        onChange={(isOn) => field.onChange(isInverted ? !isOn : isOn)}
        aria-describedby={hintId}
        data-testid={testId}
      >
        <span className="font-medium text-slate-900">{label}</span>
      </Switch>
      <p id={hintId} className="ml-12 text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}

/** Nights as digits; anything else reaches the schema as not a number and is refused there. */
function MinStayField({ control }: { control: Control<PublicPageSettingsRequest> }) {
  const { t } = useTranslation();
  return (
    <FormNumberField
      className="sm:max-w-56"
      label={t('plugins.publicPage.minStay')}
      description={t('plugins.publicPage.minStayHint', { max: MAX_MIN_STAY_DAYS })}
      control={control}
      name="min_stay_days"
      isRequired
      data-testid="min-stay-input"
    />
  );
}

/** The page's settings, saved together through PUT /api/plugin/public_page. */
export function PublicPageSettingsForm({ settings }: { settings: PublicPageSettings }) {
  const { t } = useTranslation();
  const mutation = useSavePublicPageSettingsMutation();
  const { control, handleSubmit, setError, reset, formState, subscribe, trigger } =
    useForm<PublicPageSettingsRequest>({
      // The resolver's output is the parsed request (the colour in lower case).
      resolver: schemaResolver(publicPageSettingsRequestSchema) as never,
      defaultValues: toValues(settings),
    });
  useErrorsClearOnFix({ subscribe, trigger }, mutation);

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (saved) => {
        reset(toValues(saved));
        toast.success(t('plugins.publicPage.saved'));
      },
      onError: (error) => applyServerIssues(error, setError, FIELDS),
    }),
  );

  return (
    <BorderedContainer className="p-0! sm:p-0!">
      <form noValidate onSubmit={onSubmit} data-testid="public-page-settings-form">
        <div className="flex flex-col gap-6 px-4 py-5 sm:px-6">
          <FormSection title={t('plugins.publicPage.page')}>
            <FormSwitch
              control={control}
              name="disabled"
              isInverted
              label={t('plugins.publicPage.active')}
              hint={t('plugins.publicPage.activeHint')}
              testId="public-page-active"
            />
            <FormSwitch
              control={control}
              name="booking_enabled"
              label={t('plugins.publicPage.bookingEnabled')}
              hint={t('plugins.publicPage.bookingEnabledHint')}
              testId="public-page-booking"
            />
            <PageStatus settings={settings} />
          </FormSection>
          <FormSection title={t('plugins.publicPage.appearance')}>
            <ThemeColorField control={control} />
            <FormTextArea
              control={control}
              name="hotel_description"
              label={t('plugins.publicPage.description')}
              description={t('plugins.publicPage.descriptionHint')}
              maxLength={PUBLIC_DESCRIPTION_MAX}
              rows={5}
            />
            <SliderField control={control} />
          </FormSection>
          <FormSection title={t('plugins.publicPage.booking')}>
            <MinStayField control={control} />
            <PaymentMethodsField control={control} settings={settings} />
          </FormSection>
        </div>
        <FormSaveBar
          error={mutation.error}
          isDirty={formState.isDirty}
          isPending={mutation.isPending}
          onDiscard={() => reset()}
          discardLabel={t('plugins.publicPage.discard')}
          saveTestId="public-page-save"
        />
      </form>
    </BorderedContainer>
  );
}
