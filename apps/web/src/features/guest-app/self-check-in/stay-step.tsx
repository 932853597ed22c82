import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  selfCheckInGuestSchema,
  type GuestAppGuest,
  type GuestBooking,
  type SelfCheckInGuestRequest,
} from '@hotel/shared/contracts/guest-app';
import { isCountryCode } from '@hotel/shared/countries';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-text-field';
import { applyServerIssues, fieldErrorText } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { ACCENT_BUTTON } from './accent';
import { CountrySelect } from './country-select';
import { saveSelfCheckInGuest, type GuestAppHotelRef } from './self-check-in-calls';
import { StaySummary } from './stay-summary';
import { StepError, WizardActions } from './wizard-actions';

export type StayValues = Required<SelfCheckInGuestRequest>;
const FIELDS = ['firstName', 'lastName', 'email', 'nationality'];

/** What staff typed may be a country's name rather than its code: then the guest chooses. */
export function stayDefaults(guest: GuestAppGuest): StayValues {
  const nationality = guest.nationality.trim().toUpperCase();
  return {
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email,
    nationality: isCountryCode(nationality) ? nationality : '',
  };
}

function NationalityField({ control }: { control: Control<StayValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'nationality' });
  return (
    <CountrySelect
      id="self-check-in-nationality"
      label={t('selfCheckIn.guest.nationality')}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      selectRef={field.ref}
      error={fieldErrorText(t, fieldState.error)}
      testId="stay-nationality"
    />
  );
}

/** Step 1: the stay to check, and the main guest's details, saved before going on. */
export function StayStep({
  hotel,
  booking,
  values,
  onChange,
  onSaved,
}: {
  hotel: GuestAppHotelRef;
  booking: GuestBooking;
  values: StayValues;
  onChange: (values: StayValues) => void;
  onSaved: (values: StayValues) => void;
}) {
  const { t } = useTranslation();
  const save = useMutation({
    mutationFn: (body: StayValues) => saveSelfCheckInGuest(hotel, booking._id, body),
  });
  const { control, handleSubmit, setError, subscribe } = useForm<StayValues>({
    defaultValues: values,
    resolver: schemaResolver(selfCheckInGuestSchema) as never,
  });

  // What was typed survives going back and forth between the steps.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values: typed }) => onChange(typed as StayValues),
      }),
    [subscribe, onChange],
  );

  const onSubmit = handleSubmit((parsed) =>
    save.mutate(parsed, {
      onSuccess: () => onSaved(parsed),
      onError: (error) => applyServerIssues(error, setError, FIELDS),
    }),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-6"
      data-testid="stay-step"
    >
      <section aria-labelledby="stay-title" className="flex flex-col gap-3">
        <h2 id="stay-title" className="text-lg font-semibold text-slate-900">
          {t('selfCheckIn.stay.title')}
        </h2>
        <StaySummary booking={booking} />
        <p className="text-sm text-slate-600">{t('selfCheckIn.stay.wrongHint')}</p>
      </section>
      <section aria-labelledby="guest-title" className="flex flex-col gap-4">
        <h2 id="guest-title" className="text-lg font-semibold text-slate-900">
          {t('selfCheckIn.guest.title')}
        </h2>
        <StepError error={save.error} shownFields={FIELDS} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="firstName"
            label={t('selfCheckIn.guest.firstName')}
            autoComplete="given-name"
            maxLength={100}
            isRequired
          />
          <FormTextField
            control={control}
            name="lastName"
            label={t('selfCheckIn.guest.lastName')}
            autoComplete="family-name"
            maxLength={100}
            isRequired
          />
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('selfCheckIn.guest.email')}
            autoComplete="email"
            maxLength={254}
          />
          <NationalityField control={control} />
        </div>
      </section>
      <WizardActions>
        <Button
          type="submit"
          size="lg"
          className={ACCENT_BUTTON}
          isLoading={save.isPending}
          data-testid="stay-next"
        >
          {t('selfCheckIn.actions.next')}
        </Button>
      </WizardActions>
    </form>
  );
}
