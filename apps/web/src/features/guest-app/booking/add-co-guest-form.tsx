import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { useAddCoGuest } from '@/features/guest-app/api/co-guest-calls';
import { apiErrorText } from '@/features/guest-app/components/api-error-text';
import { guestButtonClasses } from '@/features/guest-app/components/guest-button-classes';
import { GuestTextField } from '@/features/guest-app/components/guest-text-field';

/** The contract's bound for each name (guestCoGuestRequestSchema). */
const MAX_NAME_LENGTH = 100;

/** A co-guest by first and last name; the registration form asks the rest. */
export function AddCoGuestForm({
  config,
  bookingId,
  onDone,
}: {
  config: GuestAppConfig;
  bookingId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [missing, setMissing] = useState({ firstName: false, lastName: false });
  const add = useAddCoGuest(config, bookingId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const names = { firstName: firstName.trim(), lastName: lastName.trim() };
    const nextMissing = { firstName: !names.firstName, lastName: !names.lastName };
    setMissing(nextMissing);
    if (nextMissing.firstName || nextMissing.lastName) return;
    add.mutate(names, { onSuccess: onDone });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <GuestTextField
          label={t('guestApp.coGuests.firstName')}
          error={missing.firstName ? t('guestApp.coGuests.firstNameRequired') : null}
          autoComplete="off"
          maxLength={MAX_NAME_LENGTH}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <GuestTextField
          label={t('guestApp.coGuests.lastName')}
          error={missing.lastName ? t('guestApp.coGuests.lastNameRequired') : null}
          autoComplete="off"
          maxLength={MAX_NAME_LENGTH}
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
      </div>
      {add.error && <Alert tone="error">{apiErrorText(add.error)}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} className={guestButtonClasses('secondary')}>
          {t('guestApp.coGuests.cancel')}
        </button>
        <button
          type="submit"
          disabled={add.isPending}
          aria-busy={add.isPending || undefined}
          className={guestButtonClasses('accent')}
        >
          {add.isPending && <Spinner size="sm" className="text-current" />}
          {t('guestApp.coGuests.save')}
        </button>
      </div>
    </form>
  );
}
