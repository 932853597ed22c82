import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { ListPagination } from '@/components/ui/list-pagination';
import { EmptyState, ListLoadState } from '@/components/ui/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useListParams } from '@/lib/use-list-params';
import { useAdminDeliveries } from '../api/get-admin-deliveries';
import { DeliveryFilters } from '../components/delivery-filters';
import { DeliverySummaryCards } from '../components/delivery-summary-cards';
import { DeliveryTable } from '../components/delivery-table';
import {
  hasDeliveryFilters,
  NO_FILTERS,
  readDeliveryParams,
  toDeliveryQuery,
  writeDeliveryParams,
} from '../components/list-params';

/** /admin/guest_notification: every hotel's guest message deliveries, their failures, resend. */
export function AdminDeliveriesPage() {
  const { t } = useTranslation();
  const [params, update] = useListParams(readDeliveryParams, writeDeliveryParams);
  const deliveriesQuery = useAdminDeliveries(toDeliveryQuery(params));
  const data = deliveriesQuery.data;

  return (
    <PageContainer type="list">
      <PageHeader
        title={t('adminDeliveries.page.title')}
        description={t('adminDeliveries.page.subtitle')}
      />
      <div className="flex flex-col gap-6">
        <DeliverySummaryCards
          onPick={(hotelId, status) => update({ ...NO_FILTERS, hotelId, status })}
        />
        <section aria-labelledby="delivery-list-title" className="flex flex-col gap-3">
          <h2 id="delivery-list-title" className="text-base font-semibold text-slate-900">
            {t('adminDeliveries.list.title')}
          </h2>
          <BorderedContainer className="p-0! sm:p-0!">
            <DeliveryFilters params={params} onChange={update} />
            <ListLoadState query={deliveriesQuery} />
            {data && data.items.length === 0 && (
              <EmptyState
                icon={<Send aria-hidden className="size-6" />}
                title={t('adminDeliveries.list.emptyTitle')}
                text={t(
                  hasDeliveryFilters(params)
                    ? 'adminDeliveries.list.emptyFiltered'
                    : 'adminDeliveries.list.emptyText',
                )}
                action={null}
              />
            )}
            {data && data.items.length > 0 && (
              <>
                <DeliveryTable items={data.items} />
                <ListPagination
                  page={params.page}
                  limit={params.limit}
                  total={data.total}
                  onChange={update}
                />
              </>
            )}
          </BorderedContainer>
        </section>
      </div>
    </PageContainer>
  );
}
