import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { ListPagination } from '@/components/ui/list-pagination';
import { EmptyState, ListLoadState } from '@/components/ui/list-states';
import { ExportButtons, type ExportFormat } from '@/components/ui/export-buttons';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { exportPayments } from '@/lib/payment-data/export-payments';
import { usePayments } from '@/lib/payment-data/get-payments';
import { withoutPaging } from '@/lib/list-params';
import { useHasPermission } from '@/lib/session/use-session';
import { useListParams } from '@/lib/use-list-params';
import {
  hasPaymentFilters,
  readPaymentParams,
  toPaymentQuery,
  writePaymentParams,
} from '../components/list-params';
import { PaymentFilters } from '../components/payment-filters';
import { PaymentTable } from '../components/payment-table';
import { PaymentTotals } from '../components/payment-totals';

/** /payment: every payment of the hotel, filtered in the URL, with totals and export. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const [params, update] = useListParams(readPaymentParams, writePaymentParams);
  const query = toPaymentQuery(params);
  const paymentsQuery = usePayments(query);
  const canManage = useHasPermission('manageBookings');

  const onExport = (format: ExportFormat) => exportPayments(withoutPaging(query), format);

  const data = paymentsQuery.data;
  return (
    <PageContainer type="list">
      <PageHeader
        title={t('payments.list.title')}
        description={t('payments.list.subtitle')}
        actions={
          <ExportButtons
            onExport={onExport}
            labels={{ csv: t('payments.list.exportCsv'), xlsx: t('payments.list.exportXlsx') }}
            testIdPrefix="payments-export"
          />
        }
      />
      <BorderedContainer className="p-0! sm:p-0!">
        <PaymentFilters params={params} onChange={update} />
        <ListLoadState query={paymentsQuery} />
        {data && data.items.length === 0 && (
          <EmptyState
            icon={<CreditCard aria-hidden className="size-6" />}
            title={t('payments.list.emptyTitle')}
            text={t(
              hasPaymentFilters(params) ? 'payments.list.emptyFiltered' : 'payments.list.emptyText',
            )}
            action={null}
          />
        )}
        {data && data.items.length > 0 && (
          <>
            <PaymentTotals totals={data.totals} currency={data.currency} />
            <PaymentTable
              items={data.items}
              sort={params.sort}
              onSort={(sort) => update({ sort })}
              canManage={canManage}
            />
            <ListPagination
              page={params.page}
              limit={params.limit}
              total={data.total}
              onChange={update}
            />
          </>
        )}
      </BorderedContainer>
    </PageContainer>
  );
}
