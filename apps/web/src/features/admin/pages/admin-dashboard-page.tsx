import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-error';
import { usePlatformStats } from '@/features/admin/api/get-platform-stats';
import { NeedsAttention } from '@/features/admin/components/needs-attention';
import { PlatformCounts } from '@/features/admin/components/platform-counts';
import { TransportsCard } from '@/features/admin/components/transports-card';

export function AdminDashboardPage() {
  const { t } = useTranslation();
  const statsQuery = usePlatformStats();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.dashboard.title')} description={t('admin.dashboard.subtitle')} />
      {statsQuery.isError ? (
        <Alert
          tone="error"
          title={t('app.errors.loadFailed')}
          data-testid="admin-dashboard-error"
          actions={
            <Button size="sm" variant="secondary" onPress={() => void statsQuery.refetch()}>
              {t('app.common.retry')}
            </Button>
          }
        >
          {errorMessage(statsQuery.error)}
        </Alert>
      ) : (
        <>
          <PlatformCounts stats={statsQuery.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <NeedsAttention stats={statsQuery.data} />
            <TransportsCard stats={statsQuery.data} />
          </div>
        </>
      )}
    </div>
  );
}
