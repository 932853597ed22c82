import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { isSyncUnderWay, useSyncStatus } from '@/features/hotels/api/get-sync-status';
import { useRequestSyncMutation } from '@/features/hotels/api/request-sync';
import { SyncChannelCard } from './sync-channel-card';

/**
 * The Synchronization tab: per channel its connection, what its sync did, its errors and the
 * reservations that wait for a person. "Sync now" queues a job per channel; while a job is
 * queued or running the status is asked again, so its result shows without a reload.
 */
export function SyncPanel() {
  const { t } = useTranslation();
  const statusQuery = useSyncStatus();
  const syncMutation = useRequestSyncMutation();
  const channels = statusQuery.data?.channels ?? [];
  const hasConnection = channels.some((channel) => channel.isConnected);
  const isUnderWay = isSyncUnderWay(statusQuery.data);

  if (statusQuery.isPending) return <Skeleton className="h-24 w-full" />;
  if (statusQuery.isError) return <FormError error={statusQuery.error} />;

  return (
    <div className="flex flex-col gap-4" data-testid="sync-panel">
      <p className="text-sm text-slate-600">{t('hotels.sync.intro')}</p>
      <ul className="flex flex-col gap-3">
        {channels.map((channel) => (
          <SyncChannelCard key={channel.channel} channel={channel} />
        ))}
      </ul>
      {!hasConnection && (
        <Alert title={t('hotels.sync.noChannelTitle')} data-testid="sync-no-channel">
          {t('hotels.sync.noChannelText')}
        </Alert>
      )}
      <FormError error={syncMutation.error} />
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-slate-600"
          data-testid="sync-watching"
        >
          {isUnderWay && (
            <>
              <Spinner size="sm" />
              {t('hotels.sync.watching')}
            </>
          )}
        </p>
        <Button
          variant="secondary"
          isDisabled={!hasConnection}
          isLoading={syncMutation.isPending}
          onPress={() =>
            syncMutation.mutate(undefined, {
              onSuccess: (jobs) => toast.success(t('hotels.sync.queued', { count: jobs.length })),
            })
          }
          data-testid="sync-now"
        >
          <RefreshCw aria-hidden className="size-4" />
          {t('hotels.sync.now')}
        </Button>
      </div>
    </div>
  );
}
