import { Building2, Home } from 'lucide-react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioCardGroup } from '@/components/ui/radio-card-group';
import { fieldErrorText } from '@/lib/form-errors';
import type { HotelFormValues } from '@/components/hotel-form/hotel-form-values';

export function PropertyTypeField({ control }: { control: Control<HotelFormValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'setting.propertyType' });
  return (
    <RadioCardGroup
      name={field.name}
      label={t('hotels.fields.propertyType')}
      value={field.value}
      onChange={field.onChange}
      isRequired
      errorMessage={fieldErrorText(t, fieldState.error)}
      options={[
        {
          id: 'hotel',
          label: t('hotels.propertyTypes.hotel'),
          description: t('hotels.propertyTypes.hotelHint'),
          icon: <Building2 aria-hidden className="size-5" />,
        },
        {
          id: 'individual',
          label: t('hotels.propertyTypes.individual'),
          description: t('hotels.propertyTypes.individualHint'),
          icon: <Home aria-hidden className="size-5" />,
        },
      ]}
    />
  );
}
