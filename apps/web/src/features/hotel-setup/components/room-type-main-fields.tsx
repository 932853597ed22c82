import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMoneyField } from '@/components/ui/form-money-field';
import { FormTextArea } from '@/components/ui/form-text-area';
import { FormTextField } from '@/components/ui/form-text-field';
import type { RoomTypeFormValues } from './room-type-form';

const PRICE_FIELDS = ['basePrice', 'additionalPersonPrice', 'kidsPrice', 'extraBedPrice'] as const;

/** Tab "Main": name, short code, description, occupancy and prices. */
export function RoomTypeMainFields({
  control,
  currency,
}: {
  control: Control<RoomTypeFormValues>;
  currency: string;
}) {
  const { t } = useTranslation();
  const number = { inputMode: 'numeric' as const, isRequired: true };
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormTextField
          control={control}
          name="name"
          label={t('hotelSetup.roomTypes.name')}
          isRequired
        />
        <FormTextField
          control={control}
          name="shortCode"
          label={t('hotelSetup.roomTypes.shortCode')}
          description={t('hotelSetup.roomTypes.shortCodeHint')}
          isRequired
        />
      </div>
      <FormTextArea
        control={control}
        name="description"
        label={t('hotelSetup.roomTypes.description')}
        description={t('hotelSetup.roomTypes.descriptionHint')}
        rows={4}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold text-slate-900">
          {t('hotelSetup.roomTypes.occupancy')}
        </legend>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <FormTextField
            {...number}
            control={control}
            name="baseOccupancy"
            label={t('hotelSetup.roomTypes.baseOccupancy')}
          />
          <FormTextField
            {...number}
            control={control}
            name="higherOccupancy"
            label={t('hotelSetup.roomTypes.higherOccupancy')}
          />
          <FormTextField
            {...number}
            control={control}
            name="kidsOccupancy"
            label={t('hotelSetup.roomTypes.kidsOccupancy')}
          />
          <FormTextField
            {...number}
            control={control}
            name="extraBed"
            label={t('hotelSetup.roomTypes.extraBed')}
          />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold text-slate-900">
          {t('hotelSetup.roomTypes.prices')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {PRICE_FIELDS.map((name) => (
            <FormMoneyField
              key={name}
              control={control}
              name={name}
              currency={currency}
              isRequired
              label={t(`hotelSetup.roomTypes.${name}`)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
