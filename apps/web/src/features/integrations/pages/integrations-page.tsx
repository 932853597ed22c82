import { useTranslation } from 'react-i18next';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { ListError, ListSkeleton } from '@/components/ui/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useIntegrations } from '../api/get-integrations';
import { IntegrationCard } from '../components/integration-card';

/** /integrations (manageHotel): one card per integration (spec §2). */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const query = useIntegrations();
  return (
    <PageContainer type="settings">
      <PageHeader
        title={t('integrations.overview.title')}
        description={t('integrations.overview.subtitle')}
      />
      {query.isPending && <ListSkeleton />}
      {query.error != null && (
        <BorderedContainer>
          <ListError error={query.error} onRetry={() => void query.refetch()} />
        </BorderedContainer>
      )}
      {query.data && (
        <div className="grid gap-4 sm:grid-cols-2">
          {query.data.integrations.map((integration) => (
            <IntegrationCard key={integration.key} integration={integration} />
          ))}
        </div>
      )}
    </PageContainer>
  );
}
