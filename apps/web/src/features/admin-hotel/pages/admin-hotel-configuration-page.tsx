import { useTranslation } from 'react-i18next';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { ListError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useHotelConfiguration } from '@/features/admin-hotel/api/get-hotel-configuration';
import { AdminHotelSection } from '@/features/admin-hotel/components/admin-hotel-section';
import { HotelConfigurationForm } from '@/features/admin-hotel/components/hotel-configuration-form';
import { useAdminHotelId } from '@/features/admin-hotel/components/use-admin-hotel-id';

/** /admin/hotel/:hotelId/configuration: the hotel's features and plugins, on or off. */
export function AdminHotelConfigurationPage() {
  const { t } = useTranslation();
  const hotelId = useAdminHotelId();
  const query = useHotelConfiguration(hotelId);
  return (
    <AdminHotelSection
      title={t('adminHotel.configuration.title')}
      description={t('adminHotel.configuration.subtitle')}
    >
      {query.isPending && (
        <BorderedContainer>
          <div className="flex flex-col gap-4" aria-hidden>
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} className="h-12 w-full" />
            ))}
          </div>
        </BorderedContainer>
      )}
      {query.isError && (
        <BorderedContainer>
          <ListError error={query.error} onRetry={() => void query.refetch()} />
        </BorderedContainer>
      )}
      {query.data && (
        <HotelConfigurationForm key={hotelId} hotelId={hotelId} configuration={query.data} />
      )}
    </AdminHotelSection>
  );
}
