import { useEffect, useMemo } from 'react';
import { useForm, useController, type Control } from 'react-hook-form';
import { phoneCountries } from '@hotel/shared/phone';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { errorClasses, inputClasses, labelClasses } from '@/components/ui/field-classes';
import { FormTextField } from '@/components/ui/form-text-field';
import { RequiredMark } from '@/components/ui/required-mark';
import { TextArea } from '@/components/ui/text-area';
import { fieldErrorText, SERVER_ERROR_TYPE } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { currentLanguage } from '@/lib/i18n';
import type { StepProps } from '@/features/public-page/flow/booking-flow';
import { useHandedOverIssues } from '@/features/public-page/flow/flow-issues';
import { guestDetailsSchema } from '@/features/public-page/flow/guest-details-schema';
import {
  readGuestDetails,
  writeGuestDetails,
  type GuestDetailsValues,
} from '@/features/public-page/flow/guest-details-store';
import { useSharedMessages } from '@/features/public-page/flow/shared-messages-ready';
import { StepActions } from '@/features/public-page/flow/step-actions';

const FIELDS = ['firstName', 'lastName', 'email', 'mobile', 'country', 'note', 'consent'] as const;
type DetailsField = (typeof FIELDS)[number];

/** `guest.email` of the booking request → the form's `email`. */
function fieldOfIssuePath(path: string): DetailsField | null {
  const name = path.replace(/^guest\./, '');
  return (FIELDS as readonly string[]).includes(name) ? (name as DetailsField) : null;
}

/** Every ISO country with its name in the interface language, sorted by that name. */
function useCountryOptions() {
  const language = currentLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return phoneCountries()
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}

function CountrySelect({ control }: { control: Control<GuestDetailsValues> }) {
  const { t } = useTranslation();
  const options = useCountryOptions();
  const { field, fieldState } = useController({ control, name: 'country' });
  const error = fieldErrorText(t, fieldState.error);
  return (
    <div className="flex flex-col">
      <div className="flex items-baseline">
        <label htmlFor="public-guest-country" className={labelClasses}>
          {t('publicBooking.details.country')}
        </label>
        <RequiredMark />
      </div>
      {/* Native: on a phone the system's own picker, with type-ahead among 240 countries. */}
      <select
        id="public-guest-country"
        name={field.name}
        ref={field.ref}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        autoComplete="country"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'public-guest-country-error' : undefined}
        className={inputClasses}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      {error && (
        <span id="public-guest-country-error" className={errorClasses}>
          {error}
        </span>
      )}
    </div>
  );
}

function ConsentCheckbox({
  control,
  hotelName,
}: {
  control: Control<GuestDetailsValues>;
  hotelName: string;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'consent' });
  const error = fieldErrorText(t, fieldState.error);
  return (
    <div className="flex flex-col">
      <Checkbox
        name={field.name}
        isSelected={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        isRequired
        isInvalid={Boolean(error)}
        aria-describedby={error ? 'public-guest-consent-error' : undefined}
        className="items-start"
      >
        <span className="text-slate-700">
          {t('publicBooking.details.consent', { hotel: hotelName })}
        </span>
      </Checkbox>
      {error && (
        <span id="public-guest-consent-error" className={errorClasses}>
          {error}
        </span>
      )}
    </div>
  );
}

/** Step 4: who books. Every keystroke is kept in sessionStorage, never in the URL. */
export function GuestDetailsStep({ hotel, flow }: StepProps) {
  useSharedMessages();
  const { t } = useTranslation();
  const hotelKey = hotel.symbol_code;
  const handedOver = useHandedOverIssues(hotelKey, 'details');
  const form = useForm<GuestDetailsValues>({
    defaultValues: readGuestDetails(hotelKey),
    resolver: schemaResolver(guestDetailsSchema),
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, subscribe } = form;

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => writeGuestDetails(hotelKey, values),
      }),
    [subscribe, hotelKey],
  );

  // The booking call found something wrong with what was typed: show it at the field.
  useEffect(() => {
    if (handedOver.length === 0) return;
    for (const issue of handedOver) {
      const field = fieldOfIssuePath(issue.path);
      if (field) setError(field, { type: SERVER_ERROR_TYPE, message: issue.message });
    }
  }, [handedOver, setError]);

  const onSubmit = handleSubmit(() => flow.go('payment'));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6">
      <Card>
        <CardBody className="flex flex-col gap-4 py-6">
          <h2 className="text-lg font-semibold text-slate-900">
            {t('publicBooking.details.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('publicBooking.details.intro')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              control={control}
              name="firstName"
              label={t('publicBooking.details.firstName')}
              autoComplete="given-name"
              isRequired
            />
            <FormTextField
              control={control}
              name="lastName"
              label={t('publicBooking.details.lastName')}
              autoComplete="family-name"
              isRequired
            />
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={t('publicBooking.details.email')}
              description={t('publicBooking.details.emailHint')}
              autoComplete="email"
              isRequired
            />
            <FormTextField
              control={control}
              name="mobile"
              type="tel"
              label={t('publicBooking.details.mobile')}
              description={t('publicBooking.details.mobileHint')}
              autoComplete="tel"
              isRequired
            />
            <CountrySelect control={control} />
          </div>
          <NoteField control={control} />
          <ConsentCheckbox control={control} hotelName={hotel.name} />
        </CardBody>
      </Card>
      <StepActions onBack={() => flow.go('services')}>
        <Button type="submit" size="lg">
          {t('publicBooking.details.continue')}
        </Button>
      </StepActions>
    </form>
  );
}

function NoteField({ control }: { control: Control<GuestDetailsValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'note' });
  return (
    <TextArea
      name={field.name}
      label={t('publicBooking.details.note')}
      description={t('publicBooking.details.noteHint')}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      rows={3}
      errorMessage={fieldErrorText(t, fieldState.error)}
    />
  );
}
