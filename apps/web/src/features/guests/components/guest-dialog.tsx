import type { ReactNode } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Guest } from '@hotel/shared/contracts/guests';
import { usePageTitle } from '@/components/shell/document-title';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/checkbox';
import { DateField } from '@/components/ui/date-field';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormSelect } from '@/components/ui/form-select';
import { FormTextField } from '@/components/ui/form-text-field';
import { applyServerIssues, fieldErrorText } from '@/lib/form-errors';
import { guestName } from '@/lib/guest-data/guest-name';
import { schemaResolver } from '@/lib/form-resolver';
import { useSaveGuestMutation } from '@/lib/guest-data/save-guest';
import { CompanyField } from './company-field';
import {
  GUEST_FORM_FIELDS,
  guestFormDefaults,
  guestFormSchema,
  type GuestFormInput,
  type GuestFormOutput,
} from './guest-form-schema';

/** Create (no guest) or edit every field of a guest (spec §3 Guest). */
export function GuestDialog({
  guest,
  isOpen,
  onClose,
}: {
  guest?: Guest;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      size="lg"
      title={guest ? t('guests.form.editTitle') : t('guests.form.createTitle')}
    >
      {isOpen && <GuestForm guest={guest} onClose={onClose} />}
    </Dialog>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function FormSwitch({
  control,
  name,
  label,
}: {
  control: Control<GuestFormInput>;
  name: 'vip' | 'verified';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch isSelected={Boolean(field.value)} onChange={field.onChange}>
          {label}
        </Switch>
      )}
    />
  );
}

function GuestForm({ guest, onClose }: { guest?: Guest; onClose: () => void }) {
  const { t } = useTranslation();
  usePageTitle(guest && guestName(guest));
  const mutation = useSaveGuestMutation();
  const { control, handleSubmit, setError } = useForm<GuestFormInput, unknown, GuestFormOutput>({
    resolver: schemaResolver(guestFormSchema),
    defaultValues: guestFormDefaults(guest),
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      { id: guest?._id, body: { ...values, gender: values.gender || null } },
      {
        onSuccess: (saved) => {
          toast.success(t('guests.form.saved', { name: guestName(saved) }));
          onClose();
        },
        onError: (error) => applyServerIssues(error, setError, GUEST_FORM_FIELDS),
      },
    ),
  );

  const text = (
    name: keyof GuestFormInput,
    props: { isRequired?: boolean; type?: string } = {},
  ) => <FormTextField control={control} name={name} label={t(`guests.form.${name}`)} {...props} />;

  return (
    <form noValidate onSubmit={onSubmit} data-testid="guest-form">
      <DialogBody>
        {/* The shared dialog does not scroll, and all of §3 is taller than a phone screen. */}
        <div
          className="-mx-1 flex max-h-[60vh] flex-col gap-6 overflow-y-auto px-1 pb-1"
          tabIndex={0}
          aria-label={t('guests.form.fields')}
        >
          <Group title={t('guests.form.person')}>
            <FormSelect
              control={control}
              name="gender"
              label={t('guests.form.gender')}
              options={[
                { id: '', label: t('guests.form.genderNone') },
                { id: 'mr', label: t('guests.form.genderMr') },
                { id: 'ms', label: t('guests.form.genderMs') },
              ]}
            />
            <Controller
              control={control}
              name="birthDate"
              render={({ field, fieldState }) => (
                <DateField
                  label={t('guests.form.birthDate')}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  errorMessage={fieldErrorText(t, fieldState.error)}
                />
              )}
            />
            {text('firstName', { isRequired: true })}
            {text('lastName', { isRequired: true })}
            <CompanyField control={control} />
            {text('position')}
            <FormSwitch control={control} name="vip" label={t('guests.form.vip')} />
          </Group>
          <Group title={t('guests.form.contact')}>
            {text('mobile', { isRequired: true, type: 'tel' })}
            {text('email', { isRequired: true, type: 'email' })}
            {text('language')}
          </Group>
          <Group title={t('guests.form.addressGroup')}>
            {text('address')}
            {text('postalCode')}
            {text('city')}
            {text('region')}
            {text('country')}
          </Group>
          <Group title={t('guests.form.documents')}>
            {text('nationality')}
            {text('passportNumber')}
            <FormSwitch control={control} name="verified" label={t('guests.form.verified')} />
          </Group>
          <Group title={t('guests.form.notes')}>{text('comment')}</Group>
        </div>
        <FormError error={mutation.error} className="mt-4" />
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onPress={onClose}>
          {t('app.common.cancel')}
        </Button>
        <Button type="submit" isLoading={mutation.isPending} data-testid="guest-save">
          {t('app.common.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
