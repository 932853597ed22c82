import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@hotel/shared/i18n/languages';
import { SMS_QUIET_HOURS } from '@hotel/shared/guest-notifications';
import { Checkbox } from '@/components/ui/checkbox';
import { FormSwitchField } from '@/components/ui/form-switch-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { fieldErrorText } from '@/lib/form-errors';
import type { NotificationSettingsValues } from './settings-form-values';

type FormControl = Control<NotificationSettingsValues>;

function LanguagesField({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'languages' });
  const error = fieldErrorText(t, fieldState.error);
  const toggle = (language: Language, isOn: boolean) =>
    field.onChange(
      LANGUAGES.filter((item) => (item === language ? isOn : field.value.includes(item))),
    );
  return (
    <fieldset
      aria-describedby={error ? 'notification-languages-error' : 'notification-languages-hint'}
    >
      <legend className="text-sm font-medium text-slate-700">
        {t('guestNotifications.delivery.languages')}
      </legend>
      <p id="notification-languages-hint" className="mt-0.5 text-xs text-slate-500">
        {t('guestNotifications.delivery.languagesHint')}
      </p>
      <div className="mt-2 flex flex-wrap gap-4">
        {LANGUAGES.map((language) => (
          <Checkbox
            key={language}
            isSelected={field.value.includes(language)}
            onChange={(isOn) => toggle(language, isOn)}
            data-testid={`notification-language-${language}`}
          >
            {t(`guestNotifications.languages.${language}`)}
          </Checkbox>
        ))}
      </div>
      {error && (
        <p
          id="notification-languages-error"
          role="alert"
          className="mt-1 text-xs font-medium text-red-600"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** When and to whom messages go: languages, the check-in timing, SMS rules. */
export function DeliveryFields({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <LanguagesField control={control} />
      <div className="grid gap-4 sm:grid-cols-[16rem_minmax(0,1fr)] sm:items-start">
        <FormTextField
          control={control}
          name="hoursInAdvance"
          label={t('guestNotifications.delivery.hoursInAdvance')}
          inputMode="numeric"
          isRequired
        />
        <p className="text-sm text-slate-600 sm:pt-7" data-testid="hours-in-advance-explained">
          {t('guestNotifications.delivery.hoursInAdvanceHint')}
        </p>
      </div>
      <FormSwitchField
        control={control}
        name="sendResetCode"
        label={t('guestNotifications.delivery.sendResetCode')}
        hint={t('guestNotifications.delivery.sendResetCodeHint')}
        data-testid="send-reset-code"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="allowedCountries"
          label={t('guestNotifications.delivery.allowedCountries')}
          description={t('guestNotifications.delivery.allowedCountriesHint')}
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="smsSender"
          label={t('guestNotifications.delivery.smsSender')}
          description={t('guestNotifications.delivery.smsSenderHint')}
          autoComplete="off"
        />
      </div>
      <p className="text-sm text-slate-600" data-testid="sms-quiet-hours">
        {t('guestNotifications.delivery.quietHours', {
          start: SMS_QUIET_HOURS.start,
          end: SMS_QUIET_HOURS.end,
        })}
      </p>
    </div>
  );
}
