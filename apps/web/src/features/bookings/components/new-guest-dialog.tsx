import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestSummary } from '@hotel/shared/contracts/guests';
import { guestRequestSchema } from '@hotel/shared/contracts/guests';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-error';
import { useCreateGuestMutation } from '../api/create-guest';

const EMPTY = { firstName: '', lastName: '', mobile: '', email: '' };
type Field = keyof typeof EMPTY;

/** First name, last name, mobile and email (spec §5), saved as a guest and handed back. */
export function NewGuestDialog({
  isOpen,
  initialName,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  initialName: string;
  onClose: () => void;
  onCreated: (guest: GuestSummary) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const mutation = useCreateGuestMutation();
  const [seeded, setSeeded] = useState(false);

  // What was typed into the search becomes the name, so nothing has to be typed twice.
  if (isOpen && !seeded) {
    const [firstName = '', ...rest] = initialName.trim().split(/\s+/);
    setValues({ ...EMPTY, firstName, lastName: rest.join(' ') });
    setErrors({});
    setSeeded(true);
  }
  if (!isOpen && seeded) setSeeded(false);

  const submit = () => {
    const parsed = guestRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= t(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: (guest) => {
        onCreated(guest);
        onClose();
      },
    });
  };

  const field = (name: Field, type?: string) => (
    <TextField
      label={t(`bookings.guest.${name}`)}
      type={type}
      isRequired
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      errorMessage={errors[name]}
    />
  );

  return (
    <Dialog
      title={t('bookings.guest.newTitle')}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogBody>
          <div className="grid gap-3 sm:grid-cols-2">
            {field('firstName')}
            {field('lastName')}
            {field('mobile', 'tel')}
            {field('email', 'email')}
          </div>
          {mutation.error && (
            <Alert tone="error" className="mt-3">
              {errorMessage(mutation.error)}
            </Alert>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onPress={onClose}>
            {t('bookings.common.cancel')}
          </Button>
          <Button type="submit" isLoading={mutation.isPending} data-testid="new-guest-save">
            {t('bookings.guest.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
