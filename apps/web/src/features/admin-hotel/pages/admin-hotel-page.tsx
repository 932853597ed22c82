import { useTranslation } from 'react-i18next';
import { AuditTrail } from '@/components/admin/audit-trail';
import { FormTextField } from '@/components/ui/form-text-field';
import { useAdminHotel } from '@/features/admin-hotel/api/get-admin-hotel';
import { AdminHotelFormCard } from '@/features/admin-hotel/components/admin-hotel-form-card';
import {
  AdminHotelSection,
  FormSkeleton,
} from '@/features/admin-hotel/components/admin-hotel-section';
import { HotelThemeColorField } from '@/features/admin-hotel/components/hotel-theme-color-field';
import { useAdminHotelId } from '@/features/admin-hotel/components/use-admin-hotel-id';
import { HotelContactFields } from '@/components/hotel-form/hotel-contact-fields';

/** /admin/hotel/:hotelId: name, code, contact and colour; the change history below. */
export function AdminHotelPage() {
  const { t } = useTranslation();
  const hotelId = useAdminHotelId();
  const hotelQuery = useAdminHotel(hotelId);
  return (
    <div className="flex flex-col gap-8">
      <AdminHotelSection
        title={t('adminHotel.edit.title')}
        description={t('adminHotel.edit.subtitle')}
      >
        {hotelQuery.isPending && <FormSkeleton />}
        {hotelQuery.data && (
          <AdminHotelFormCard
            key={hotelQuery.data._id}
            hotel={hotelQuery.data}
            savedMessage={t('adminHotel.edit.saved')}
            testId="admin-hotel-form"
          >
            {(control) => (
              <>
                <HotelContactFields control={control} showsContactPerson />
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormTextField
                    control={control}
                    name="symbol_code"
                    label={t('adminHotel.edit.symbolCode')}
                    description={t('adminHotel.edit.symbolCodeHint')}
                    autoComplete="off"
                    data-testid="admin-hotel-symbol-code-input"
                  />
                  <HotelThemeColorField control={control} />
                </div>
              </>
            )}
          </AdminHotelFormCard>
        )}
      </AdminHotelSection>
      <section data-testid="hotel-audit">
        <AuditTrail hotelId={hotelId} />
      </section>
    </div>
  );
}
