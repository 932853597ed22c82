import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SyncChannel, SyncJob, SyncStatus } from '@hotel/shared/contracts/sync';
import { buttonClasses } from '@/components/ui/button-classes';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import { SyncIssuesList } from './sync-issues-list';

type ChannelStatus = SyncStatus['channels'][number];

/** Where each channel is set up: the Smoobu wizard, the RoomRaccoon page. */
export const CHANNEL_SETUP_PATHS: Record<SyncChannel, string> = {
  smoobu: '/plugins/smoobu',
  roomraccoon: '/integrations/roomraccoon',
};

const COUNT_KEYS = ['created', 'updated', 'canceled', 'conflicts', 'errors'] as const;

function Fact({ label, children, testId }: { label: string; children: string; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-slate-500 sm:w-56 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-slate-800" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The last job in a sentence: status and time (a skip with its reason), who started it, counts. */
function useJobText() {
  const { t } = useTranslation();
  const dates = useHotelDates();
  return (job: SyncJob | null) => {
    if (!job) return t('hotels.sync.never');
    const status = t(`hotels.sync.status.${job.status}`, {
      date: dates.dateTime(job.finishedAt ?? job.createdAt),
      reason: job.reason ? t(`hotels.sync.reasons.${job.reason}`) : '',
    });
    const parts = [status, t(`hotels.sync.trigger.${job.trigger}`)];
    if (job.status === 'succeeded' || job.status === 'failed') {
      parts.push(t('hotels.sync.jobCounts', job.counts));
    }
    if (job.status === 'failed' && job.error) parts.push(job.error);
    return parts.join(' · ');
  };
}

/** The key of "next run" without a scheduled pull: RoomRaccoon is never pulled, it pushes. */
function noNextRunKey(channel: ChannelStatus) {
  return channel.channel === 'roomraccoon'
    ? 'hotels.sync.nextRunPushes'
    : 'hotels.sync.nextRunNone';
}

/** One channel's connection, sync results, latest errors and waiting reservations. */
export function SyncChannelCard({ channel }: { channel: ChannelStatus }) {
  const { t } = useTranslation();
  const dates = useHotelDates();
  const jobText = useJobText();
  const name = t(`hotels.sync.channels.${channel.channel}`);
  const setupPath = CHANNEL_SETUP_PATHS[channel.channel];

  return (
    <li
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
      data-testid={`sync-channel-${channel.channel}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">{name}</p>
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={clsx(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              channel.isConnected
                ? 'bg-emerald-100 text-emerald-900'
                : 'bg-slate-100 text-slate-700',
            )}
            data-testid="sync-connection"
          >
            {t(channel.isConnected ? 'hotels.sync.connected' : 'hotels.sync.notConnected')}
          </span>
          <Link
            to={setupPath}
            className={buttonClasses({
              size: 'sm',
              variant: channel.isConnected ? 'ghost' : 'primary',
            })}
            data-testid="sync-setup-link"
          >
            {t(
              channel.isConnected
                ? `hotels.sync.manage.${channel.channel}`
                : `hotels.sync.setup.${channel.channel}`,
            )}
            <ArrowRight aria-hidden className="size-3.5" />
          </Link>
        </div>
      </div>
      <dl className="flex flex-col gap-2 text-sm">
        {Object.entries(channel.details).map(([key, value]) => (
          <Fact
            key={key}
            label={t(`hotels.sync.details.${key}`, { defaultValue: key })}
            testId={`sync-detail-${key}`}
          >
            {value}
          </Fact>
        ))}
        {channel.isConnected && (
          <>
            <Fact label={t('hotels.sync.lastSuccess')} testId="sync-last-success">
              {channel.lastSuccessAt
                ? dates.dateTime(channel.lastSuccessAt)
                : t('hotels.sync.noSuccess')}
            </Fact>
            <Fact label={t('hotels.sync.nextRun')} testId="sync-next-run">
              {channel.nextRunAt ? dates.dateTime(channel.nextRunAt) : t(noNextRunKey(channel))}
            </Fact>
          </>
        )}
        <Fact label={t('hotels.sync.lastSync')} testId="sync-last">
          {jobText(channel.lastJob)}
        </Fact>
      </dl>
      {channel.isConnected && (
        <section aria-label={t('hotels.sync.countsTitle')}>
          <h3 className="mb-1.5 text-xs font-semibold text-slate-500 uppercase">
            {t('hotels.sync.countsTitle')}
          </h3>
          <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="sync-counts">
            {COUNT_KEYS.map((key) => (
              <div
                key={key}
                className={clsx(
                  'rounded-md px-2 py-1.5',
                  (key === 'conflicts' || key === 'errors') && channel.counts[key] > 0
                    ? 'bg-amber-50 text-amber-900'
                    : 'bg-slate-50 text-slate-800',
                )}
              >
                <dt className="text-xs text-slate-600">{t(`hotels.sync.counts.${key}`)}</dt>
                <dd
                  className="text-lg font-semibold tabular-nums"
                  data-testid={`sync-count-${key}`}
                >
                  {channel.counts[key]}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {channel.lastErrors.length > 0 && (
        <section aria-label={t('hotels.sync.errorsTitle')}>
          <h3 className="mb-1.5 text-xs font-semibold text-slate-500 uppercase">
            {t('hotels.sync.errorsTitle')}
          </h3>
          <ul className="flex flex-col gap-1 text-sm" data-testid="sync-errors">
            {channel.lastErrors.map((error, index) => (
              <li
                // Errors carry no id; the list is newest first and replaced as a whole.
                key={`${error.at}-${index}`}
                className="flex flex-col rounded-md bg-red-50 px-2 py-1.5 text-red-900 sm:flex-row sm:gap-3"
              >
                <span className="shrink-0 text-xs text-red-700 tabular-nums sm:text-sm">
                  {dates.dateTime(error.at)}
                </span>
                <span className="min-w-0 break-words">{error.message}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {channel.issues.length > 0 && (
        <SyncIssuesList channel={channel.channel} issues={channel.issues} />
      )}
    </li>
  );
}
