import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { optionalText, requiredText } from '@hotel/shared/contracts/fields';
import type { ServicePreset } from '@hotel/shared/contracts/service-presets';
import { SERVICE_CHARGES } from '@hotel/shared/contracts/services';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormSelect } from '@/components/ui/form-select';
import { FormTextField } from '@/components/ui/form-text-field';
import { applyServerIssues } from '@/lib/form-errors';
import { schemaResolver } from '@/lib/form-resolver';
import { toMoneyInput } from '@/lib/money';
import { moneyText, toMinor } from '@/lib/money-schema';
import { useSaveServicePresetMutation } from '../api/save-service-preset';
import { PRESET_AMOUNT_CURRENCY } from './preset-price';

const FIELDS = ['name', 'description', 'price', 'charge'] as const;

/** The hotel's service form's rules (name, description, price, charge), without "active". */
const presetFormSchema = z.object({
  name: requiredText('validation.serviceNameRequired', 200),
  description: optionalText(2000),
  price: moneyText(PRESET_AMOUNT_CURRENCY),
  charge: z.enum(SERVICE_CHARGES),
});
type PresetFormValues = z.input<typeof presetFormSchema>;

/** Create (no preset) or edit a service preset in a dialog. */
export function ServicePresetDialog({
  preset,
  isOpen,
  onClose,
}: {
  preset?: ServicePreset;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      title={t(preset ? 'adminPlatform.presets.editTitle' : 'adminPlatform.presets.createTitle')}
    >
      {isOpen && <PresetForm preset={preset} onClose={onClose} />}
    </Dialog>
  );
}

function PresetForm({ preset, onClose }: { preset?: ServicePreset; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useSaveServicePresetMutation();
  const defaultValues = useMemo(
    () => ({
      name: preset?.name ?? '',
      description: preset?.description ?? '',
      price: toMoneyInput(preset?.price ?? 0, PRESET_AMOUNT_CURRENCY),
      charge: preset?.charge ?? ('per_stay' as const),
    }),
    [preset],
  );
  const { control, handleSubmit, setError } = useForm<PresetFormValues>({
    resolver: schemaResolver(presetFormSchema),
    defaultValues,
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      {
        id: preset?._id,
        body: {
          name: values.name,
          description: values.description,
          price: toMinor(values.price, PRESET_AMOUNT_CURRENCY),
          charge: values.charge,
        },
      },
      {
        onSuccess: onClose,
        onError: (error) => applyServerIssues(error, setError, FIELDS),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} data-testid="preset-form">
      <DialogBody>
        <div className="flex flex-col gap-4">
          <FormTextField
            control={control}
            name="name"
            label={t('adminPlatform.presets.name')}
            isRequired
            autoFocus
            maxLength={200}
          />
          <FormTextField
            control={control}
            name="description"
            label={t('adminPlatform.presets.description')}
            maxLength={2000}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              control={control}
              name="price"
              label={t('adminPlatform.presets.price')}
              description={t('adminPlatform.presets.priceHint')}
              inputMode="decimal"
              isRequired
            />
            <FormSelect
              control={control}
              name="charge"
              label={t('adminPlatform.presets.charge')}
              isRequired
              options={SERVICE_CHARGES.map((charge) => ({
                id: charge,
                label: t(`adminPlatform.presets.charges.${charge}`),
              }))}
            />
          </div>
          <FormError error={mutation.error} />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onPress={onClose}>
          {t('app.common.cancel')}
        </Button>
        <Button type="submit" isLoading={mutation.isPending} data-testid="preset-save">
          {t('app.common.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
