import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/ui/form-text-field';
import type { OwnerPresetValues } from './owner-preset-form';

export function OwnerFields({ control }: { control: Control<OwnerPresetValues> }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-slate-600 sm:col-span-2">{t('adminHotels.create.ownerIntro')}</p>
      <FormTextField
        control={control}
        name="owner.email"
        type="email"
        label={t('adminHotels.create.ownerEmail')}
        autoComplete="off"
        isRequired
        className="sm:col-span-2"
        data-testid="admin-hotel-owner-email"
      />
      <FormTextField
        control={control}
        name="owner.firstName"
        label={t('adminHotels.create.ownerFirstName')}
        autoComplete="off"
        isRequired
        data-testid="admin-hotel-owner-first-name"
      />
      <FormTextField
        control={control}
        name="owner.lastName"
        label={t('adminHotels.create.ownerLastName')}
        autoComplete="off"
        data-testid="admin-hotel-owner-last-name"
      />
    </div>
  );
}
