import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/ui/form-text-field';
import type { HotelFormValues } from '@/components/hotel-form/hotel-form-values';

/** Name and contact of the hotel: first run, /settings/hotel and the admin's /admin/hotel/create. */
export function HotelContactFields({
  control,
  showsContactPerson = false,
}: {
  control: Control<HotelFormValues>;
  showsContactPerson?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        control={control}
        name="name"
        label={t('hotels.fields.name')}
        autoComplete="organization"
        isRequired
        className="sm:col-span-2"
      />
      <FormTextField
        control={control}
        name="contact.address"
        label={t('hotels.fields.address')}
        description={t('hotels.fields.addressHint')}
        autoComplete="street-address"
        isRequired
        className="sm:col-span-2"
      />
      <FormTextField
        control={control}
        name="contact.email"
        type="email"
        label={t('hotels.fields.email')}
        autoComplete="email"
        isRequired
      />
      <FormTextField
        control={control}
        name="contact.phone"
        type="tel"
        label={t('hotels.fields.phone')}
        description={t('hotels.fields.phoneHint')}
        autoComplete="tel"
        isRequired
      />
      {showsContactPerson && (
        <FormTextField
          control={control}
          name="contact.name"
          label={t('hotels.fields.contactPerson')}
          autoComplete="name"
          className="sm:col-span-2"
        />
      )}
    </div>
  );
}
