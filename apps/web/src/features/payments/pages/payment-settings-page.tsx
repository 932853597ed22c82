import { useTranslation } from 'react-i18next';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { ListError } from '@/components/ui/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentSettings } from '../api/get-payment-settings';
import { PaymentSettingsForm } from '../components/payment-settings-form';

/** /settings/payments (manageHotel). */
export function PaymentSettingsPage() {
  const { t } = useTranslation();
  const query = usePaymentSettings();
  return (
    <PageContainer type="settings">
      <PageHeader
        title={t('payments.settings.title')}
        description={t('payments.settings.subtitle')}
      />
      {query.isPending && (
        <BorderedContainer>
          <div className="flex flex-col gap-4" aria-hidden>
            <Skeleton className="h-5 w-48" />
            <div className="grid gap-3 sm:grid-cols-2">
              <Skeleton className="h-6" />
              <Skeleton className="h-6" />
              <Skeleton className="h-6" />
              <Skeleton className="h-6" />
            </div>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        </BorderedContainer>
      )}
      {query.error && (
        <BorderedContainer>
          <ListError error={query.error} onRetry={() => void query.refetch()} />
        </BorderedContainer>
      )}
      {query.data && <PaymentSettingsForm settings={query.data} />}
    </PageContainer>
  );
}
