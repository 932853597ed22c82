import { useMemo } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SERVICE_CHARGES, type Service } from '@hotel/shared/contracts/services';
import { optionalText, requiredText } from '@hotel/shared/contracts/fields';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/checkbox';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormMoneyField } from '@/components/ui/form-money-field';
import { FormSelect } from '@/components/ui/form-select';
import { FormTextField } from '@/components/ui/form-text-field';
import { applyServerIssues } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { toMoneyInput, useHotelCurrency } from '@/lib/money';
import { useSaveServiceMutation } from '../api/save-service';
import { moneyText, toMinor } from '@/lib/money-schema';

const FIELDS = ['name', 'description', 'price', 'charge', 'active'] as const;

function serviceFormSchema(currency: string) {
  return z.object({
    name: requiredText('validation.serviceNameRequired', 200),
    description: optionalText(2000),
    price: moneyText(currency),
    charge: z.enum(SERVICE_CHARGES),
    active: z.boolean(),
  });
}
type ServiceFormValues = z.input<ReturnType<typeof serviceFormSchema>>;

/** Create (no service) or edit a service in a dialog. */
export function ServiceDialog({
  service,
  isOpen,
  onClose,
}: {
  service?: Service;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      title={service ? t('hotelSetup.services.editTitle') : t('hotelSetup.services.createTitle')}
    >
      {isOpen && <ServiceForm service={service} onClose={onClose} />}
    </Dialog>
  );
}

function ServiceForm({ service, onClose }: { service?: Service; onClose: () => void }) {
  const { t } = useTranslation();
  const currency = useHotelCurrency();
  const schema = useMemo(() => serviceFormSchema(currency), [currency]);
  const mutation = useSaveServiceMutation();
  const { control, handleSubmit, setError } = useForm<ServiceFormValues>({
    resolver: schemaResolver(schema),
    defaultValues: {
      name: service?.name ?? '',
      description: service?.description ?? '',
      price: toMoneyInput(service?.price ?? 0, currency),
      charge: service?.charge ?? 'per_stay',
      active: service?.active ?? true,
    },
  });
  const active = useController({ control, name: 'active' });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      {
        id: service?._id,
        body: {
          name: values.name,
          description: values.description,
          price: toMinor(values.price, currency),
          charge: values.charge,
          active: values.active,
        },
      },
      {
        onSuccess: onClose,
        onError: (error) => applyServerIssues(error, setError, FIELDS),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} data-testid="service-form">
      <DialogBody>
        <div className="flex flex-col gap-4">
          <FormTextField
            control={control}
            name="name"
            label={t('hotelSetup.services.name')}
            isRequired
            autoFocus
          />
          <FormTextField
            control={control}
            name="description"
            label={t('hotelSetup.services.description')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormMoneyField
              control={control}
              name="price"
              label={t('hotelSetup.services.price')}
              currency={currency}
              isRequired
            />
            <FormSelect
              control={control}
              name="charge"
              label={t('hotelSetup.services.charge')}
              isRequired
              options={SERVICE_CHARGES.map((charge) => ({
                id: charge,
                label: t(`hotelSetup.services.charges.${charge}`),
              }))}
            />
          </div>
          <Switch isSelected={active.field.value} onChange={active.field.onChange}>
            {t('hotelSetup.services.active')}
          </Switch>
          <FormError error={mutation.error} />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onPress={onClose}>
          {t('app.common.cancel')}
        </Button>
        <Button type="submit" isLoading={mutation.isPending} data-testid="service-save">
          {t('app.common.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
