import { ArrowLeft } from 'lucide-react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { ListError } from '@/components/ui/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { Skeleton } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { useAdminHotel } from '@/features/admin-hotel/api/get-admin-hotel';
import { AdminHotelHeader } from '@/features/admin-hotel/components/admin-hotel-header';
import { AdminHotelTabs } from '@/features/admin-hotel/components/admin-hotel-tabs';
import { useAdminHotelId } from '@/features/admin-hotel/components/use-admin-hotel-id';

/** /admin/hotel/:hotelId: the hotel's header and tabs around its admin pages. */
export function AdminHotelLayout() {
  const { t } = useTranslation();
  const hotelId = useAdminHotelId();
  const hotelQuery = useAdminHotel(hotelId);
  return (
    <PageContainer type="settings">
      <TextLink
        to="/admin/hotel"
        className="mb-3 inline-flex items-center gap-1 text-sm"
        data-testid="admin-hotel-back"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('adminHotel.layout.back')}
      </TextLink>
      {hotelQuery.isPending && (
        <div className="mb-4 flex flex-col gap-2" aria-hidden>
          <Skeleton className="h-8 w-64" />
          <Skeleton className="h-4 w-96 max-w-full" />
        </div>
      )}
      {hotelQuery.isError && (
        <BorderedContainer className="mb-4">
          <ListError error={hotelQuery.error} onRetry={() => void hotelQuery.refetch()} />
        </BorderedContainer>
      )}
      {hotelQuery.data && <AdminHotelHeader hotel={hotelQuery.data} />}
      <AdminHotelTabs hotelId={hotelId} />
      <Outlet />
    </PageContainer>
  );
}
