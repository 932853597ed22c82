import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SyncStatus } from '@hotel/shared/contracts/sync';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import { useSyncStatus } from '@/features/hotels/api/get-sync-status';
import { useRequestSyncMutation } from '@/features/hotels/api/request-sync';

type Channel = SyncStatus['channels'][number];

/**
 * The Synchronization tab: each channel connection and its last sync. "Sync now" queues a job
 * per channel; a job that could not sync (no connection, no channel worker yet) shows as
 * skipped with its reason.
 */
export function SyncPanel() {
  const { t } = useTranslation();
  const statusQuery = useSyncStatus();
  const syncMutation = useRequestSyncMutation();
  const channels = statusQuery.data?.channels ?? [];
  const hasConnection = channels.some((channel) => channel.isConnected);

  if (statusQuery.isPending) return <Skeleton className="h-24 w-full" />;
  if (statusQuery.isError) return <FormError error={statusQuery.error} />;

  return (
    <div className="flex flex-col gap-4" data-testid="sync-panel">
      <p className="text-sm text-slate-600">{t('hotels.sync.intro')}</p>
      <ul className="flex flex-col gap-3">
        {channels.map((channel) => (
          <ChannelCard key={channel.channel} channel={channel} />
        ))}
      </ul>
      {!hasConnection && (
        <Alert title={t('hotels.sync.noChannelTitle')} data-testid="sync-no-channel">
          {t('hotels.sync.noChannelText')}
        </Alert>
      )}
      <FormError error={syncMutation.error} />
      <div className="flex justify-end">
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

function ChannelCard({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const dates = useHotelDates();
  const job = channel.lastJob;
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">{t(`hotels.sync.channels.${channel.channel}`)}</p>
        <span
          className={
            channel.isConnected
              ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900'
              : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700'
          }
        >
          {t(channel.isConnected ? 'hotels.sync.connected' : 'hotels.sync.notConnected')}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {Object.entries(channel.details).map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-slate-500">{t(`hotels.sync.details.${key}`)}</dt>
            <dd className="text-slate-800">{value}</dd>
          </div>
        ))}
        <dt className="text-slate-500">{t('hotels.sync.lastSync')}</dt>
        <dd className="text-slate-800" data-testid="sync-last">
          {job
            ? t(`hotels.sync.status.${job.status}`, {
                date: dates.dateTime(job.finishedAt ?? job.createdAt),
                reason: job.reason ? t(`hotels.sync.reasons.${job.reason}`) : '',
              })
            : t('hotels.sync.never')}
        </dd>
      </dl>
    </li>
  );
}
