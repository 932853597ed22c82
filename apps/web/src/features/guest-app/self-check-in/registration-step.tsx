import { useMutation } from '@tanstack/react-query';
import { BadgeCheck, FileText, Scale } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { registrationFormSchema, type GuestBooking } from '@hotel/shared/contracts/guest-app';
import { needsRegistrationForm } from '@hotel/shared/guest-app';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-text-field';
import { formatStayDate } from '@/lib/date-format';
import { applyServerIssues, fieldErrorText } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { ACCENT_BUTTON } from './accent';
import { CompanionsField } from './companions-field';
import { CountrySelect, useCountryName } from './country-select';
import type { RegistrationValues } from './registration-values';
import { saveRegistrationForm, type GuestAppHotelRef } from './self-check-in-calls';
import { StepError, WizardActions } from './wizard-actions';

const BASE_FIELDS = ['firstNames', 'lastName', 'birthDate', 'nationality', 'documentNumber'];

function NationalityField({ control }: { control: Control<RegistrationValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'nationality' });
  return (
    <CountrySelect
      id="registration-nationality"
      label={t('selfCheckIn.registration.nationality')}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      selectRef={field.ref}
      error={fieldErrorText(t, fieldState.error)}
      testId="registration-nationality"
    />
  );
}

/** Why the hotel asks: the law, and that the form is deleted a year after departure. */
function WhyWeAsk() {
  const { t } = useTranslation();
  return (
    <p className="flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      <Scale aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <span>{t('selfCheckIn.registration.why')}</span>
    </p>
  );
}

function NextButton({ onPress, isLoading }: { onPress?: () => void; isLoading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      type={onPress ? 'button' : 'submit'}
      size="lg"
      className={ACCENT_BUTTON}
      onPress={onPress}
      isLoading={isLoading}
      data-testid="registration-next"
    >
      {t('selfCheckIn.actions.next')}
    </Button>
  );
}

/** The form itself (a foreign guest): saved before going on. */
function RegistrationForm({
  hotel,
  booking,
  values,
  onChange,
  onSaved,
  onBack,
}: {
  hotel: GuestAppHotelRef;
  booking: GuestBooking;
  values: RegistrationValues;
  onChange: (values: RegistrationValues) => void;
  onSaved: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const save = useMutation({
    mutationFn: (body: RegistrationValues) => saveRegistrationForm(hotel, booking._id, body),
  });
  const { control, handleSubmit, setError, subscribe, getValues } = useForm<RegistrationValues>({
    defaultValues: values,
    resolver: schemaResolver(registrationFormSchema) as never,
  });

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values: typed }) => onChange(typed as RegistrationValues),
      }),
    [subscribe, onChange],
  );

  const fields = () => [
    ...BASE_FIELDS,
    ...getValues('companionNationalities').map((_, index) => `companionNationalities.${index}`),
  ];
  const onSubmit = handleSubmit((parsed) =>
    save.mutate(parsed, {
      onSuccess: onSaved,
      onError: (error) => applyServerIssues(error, setError, fields()),
    }),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
      data-testid="registration-form"
    >
      <WhyWeAsk />
      <StepError error={save.error} shownFields={fields()} />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">{t('selfCheckIn.stay.arrival')}</dt>
          <dd className="font-medium text-slate-900">{formatStayDate(booking.arrival)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('selfCheckIn.stay.departure')}</dt>
          <dd className="font-medium text-slate-900">{formatStayDate(booking.departure)}</dd>
        </div>
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="firstNames"
          label={t('selfCheckIn.registration.firstNames')}
          description={t('selfCheckIn.registration.firstNamesHint')}
          autoComplete="given-name"
          maxLength={200}
          isRequired
        />
        <FormTextField
          control={control}
          name="lastName"
          label={t('selfCheckIn.registration.lastName')}
          autoComplete="family-name"
          maxLength={100}
          isRequired
        />
        <FormTextField
          control={control}
          name="birthDate"
          type="date"
          label={t('selfCheckIn.registration.birthDate')}
          autoComplete="bday"
          isRequired
        />
        <NationalityField control={control} />
        <FormTextField
          control={control}
          name="documentNumber"
          label={t('selfCheckIn.registration.documentNumber')}
          description={t('selfCheckIn.registration.documentNumberHint')}
          autoComplete="off"
          maxLength={40}
          isRequired
        />
      </div>
      <CompanionsField control={control} />
      <WizardActions onBack={onBack}>
        <NextButton isLoading={save.isPending} />
      </WizardActions>
    </form>
  );
}

/**
 * Step 2, the hotel registration form (BMG §29–30): since 2025 only foreign nationals fill it.
 * A German guest confirms and goes on; a form already on file need not be sent again.
 */
export function RegistrationStep({
  hotel,
  booking,
  nationality,
  values,
  onChange,
  onDone,
  onBack,
}: {
  hotel: GuestAppHotelRef;
  booking: GuestBooking;
  /** As confirmed in step 1. */
  nationality: string;
  values: RegistrationValues;
  onChange: (values: RegistrationValues) => void;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const [isRefilling, setIsRefilling] = useState(false);

  let content;
  if (!needsRegistrationForm(nationality)) {
    content = (
      <div className="flex flex-col gap-5" data-testid="registration-exempt">
        <Alert tone="success" title={t('selfCheckIn.registration.exemptTitle')}>
          {t('selfCheckIn.registration.exemptText', { country: countryName(nationality) })}
        </Alert>
        <WizardActions onBack={onBack}>
          <NextButton onPress={onDone} />
        </WizardActions>
      </div>
    );
  } else if (booking.selfCheckIn.registrationDone && !isRefilling) {
    content = (
      <div className="flex flex-col gap-5" data-testid="registration-on-file">
        <Alert tone="success" title={t('selfCheckIn.registration.onFileTitle')}>
          {t('selfCheckIn.registration.onFileText')}
        </Alert>
        <div>
          <Button variant="secondary" onPress={() => setIsRefilling(true)}>
            <FileText aria-hidden className="size-4" />
            {t('selfCheckIn.registration.refill')}
          </Button>
        </div>
        <WizardActions onBack={onBack}>
          <NextButton onPress={onDone} />
        </WizardActions>
      </div>
    );
  } else {
    content = (
      <RegistrationForm
        hotel={hotel}
        booking={booking}
        values={values}
        onChange={onChange}
        onSaved={onDone}
        onBack={onBack}
      />
    );
  }

  return (
    <section aria-labelledby="registration-title" className="flex flex-col gap-4">
      <h2
        id="registration-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <BadgeCheck aria-hidden className="size-5 text-slate-500" />
        {t('selfCheckIn.registration.title')}
      </h2>
      {content}
    </section>
  );
}
