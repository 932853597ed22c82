import { useTranslation } from 'react-i18next';
import { useAdminHotel } from '@/features/admin-hotel/api/get-admin-hotel';
import { AdminHotelFormCard } from '@/features/admin-hotel/components/admin-hotel-form-card';
import {
  AdminHotelSection,
  FormSkeleton,
} from '@/features/admin-hotel/components/admin-hotel-section';
import { useAdminHotelId } from '@/features/admin-hotel/components/use-admin-hotel-id';
import { HotelSettingFields } from '@/components/hotel-form/hotel-setting-fields';
import { PropertyTypeField } from '@/components/hotel-form/property-type-field';

/** /admin/hotel/:hotelId/settings: the hotel's setting, as on its own settings page. */
export function AdminHotelSettingsPage() {
  const { t } = useTranslation();
  const hotelId = useAdminHotelId();
  const hotelQuery = useAdminHotel(hotelId);
  return (
    <AdminHotelSection
      title={t('adminHotel.settings.title')}
      description={t('adminHotel.settings.subtitle')}
    >
      {hotelQuery.isPending && <FormSkeleton />}
      {hotelQuery.data && (
        <AdminHotelFormCard
          key={hotelQuery.data._id}
          hotel={hotelQuery.data}
          savedMessage={t('adminHotel.settings.saved')}
          testId="admin-hotel-settings-form"
        >
          {(control) => (
            <>
              <PropertyTypeField control={control} />
              <HotelSettingFields control={control} />
            </>
          )}
        </AdminHotelFormCard>
      )}
    </AdminHotelSection>
  );
}
