import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { GuestSummary } from '@hotel/shared/contracts/guests';
import { guestRequestSchema } from '@hotel/shared/contracts/guests';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormTextField } from '@/components/ui/form-text-field';
import { applyServerIssues } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { useSaveGuestMutation } from '@/lib/guest-data/save-guest';

/** What spec §5 asks for when a guest is created from a booking; the rest can follow later. */
const newGuestSchema = guestRequestSchema.pick({
  firstName: true,
  lastName: true,
  mobile: true,
  email: true,
});
type NewGuestInput = z.input<typeof newGuestSchema>;
type NewGuestOutput = z.output<typeof newGuestSchema>;
const FIELDS = Object.keys(newGuestSchema.shape);

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
  return (
    <Dialog
      title={t('bookings.guest.newTitle')}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
    >
      {/* Mounted only while open: every opening starts from the search text, without old errors. */}
      {isOpen && <NewGuestForm initialName={initialName} onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}

function NewGuestForm({
  initialName,
  onClose,
  onCreated,
}: {
  initialName: string;
  onClose: () => void;
  onCreated: (guest: GuestSummary) => void;
}) {
  const { t } = useTranslation();
  const mutation = useSaveGuestMutation();
  // What was typed into the search becomes the name, so nothing has to be typed twice.
  const [firstName = '', ...lastNames] = initialName.trim().split(/\s+/);
  const { control, handleSubmit, setError } = useForm<NewGuestInput, unknown, NewGuestOutput>({
    resolver: schemaResolver(newGuestSchema),
    defaultValues: { firstName, lastName: lastNames.join(' '), mobile: '', email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      { body: values },
      {
        onSuccess: (guest) => {
          onCreated(guest);
          onClose();
        },
        onError: (error) => applyServerIssues(error, setError, FIELDS),
      },
    ),
  );

  const field = (name: keyof NewGuestInput, type?: string) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`bookings.guest.${name}`)}
      type={type}
      isRequired
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} data-testid="new-guest-form">
      <DialogBody>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('firstName')}
          {field('lastName')}
          {field('mobile', 'tel')}
          {field('email', 'email')}
        </div>
        <FormError error={mutation.error} className="mt-3" />
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onPress={onClose}>
          {t('app.common.cancel')}
        </Button>
        <Button type="submit" isLoading={mutation.isPending} data-testid="new-guest-save">
          {t('bookings.guest.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
