import { CalendarPlus, RefreshCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { IcalFeed } from '@hotel/shared/contracts/roomraccoon';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { ListError, ListSkeleton } from '@/components/ui/list-states';
import { errorMessage } from '@/lib/api-error';
import { confirmDelete, isConfirmed } from '@/lib/confirm';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import { useCopy } from '@/lib/use-copy';
import {
  useCreateIcalFeedMutation,
  useIcalFeeds,
  useRevokeIcalFeedMutation,
} from '../api/ical-feeds';

function FeedRow({
  feed,
  isCopied,
  onCopy,
}: {
  feed: IcalFeed;
  isCopied: boolean;
  onCopy: (url: string) => void;
}) {
  const { t } = useTranslation();
  const { dateTime } = useHotelDates();
  const create = useCreateIcalFeedMutation();
  const revoke = useRevokeIcalFeedMutation();
  const room = feed.room.number;

  const onCreate = async () => {
    if (feed.url) {
      const isSure = await isConfirmed({
        title: t('integrations.ical.renewTitle', { room }),
        message: t('integrations.ical.renewMessage'),
        confirmLabel: t('integrations.ical.renew'),
        tone: 'danger',
      });
      if (!isSure) return;
    }
    create.mutate(feed.room._id, {
      onSuccess: () => toast.success(t('integrations.ical.created', { room })),
    });
  };
  const onRevoke = async () => {
    const isSure = await confirmDelete({
      title: t('integrations.ical.revokeTitle', { room }),
      message: t('integrations.ical.revokeMessage'),
      confirmLabel: t('integrations.ical.revoke'),
    });
    if (!isSure) return;
    revoke.mutate(feed.room._id, {
      onSuccess: () => toast.success(t('integrations.ical.revoked', { room })),
    });
  };
  const error = create.error ?? revoke.error;

  return (
    <li
      className="flex flex-col gap-2 border-t border-slate-100 py-3 first:border-t-0 sm:grid sm:grid-cols-[8rem_1fr_auto] sm:items-center sm:gap-4"
      data-testid={`ical-feed-${room}`}
    >
      <div>
        <p className="font-medium text-slate-900">{t('integrations.ical.room', { room })}</p>
        <p className="text-xs text-slate-500">{feed.room.roomTypeName}</p>
      </div>
      <div className="min-w-0">
        {feed.url ? (
          <>
            <code className="block rounded-md bg-slate-50 px-2 py-1 text-xs break-all text-slate-800">
              {feed.url}
            </code>
            {feed.createdAt && (
              <p className="mt-1 text-xs text-slate-500">
                {t('integrations.ical.since', { date: dateTime(feed.createdAt) })}
              </p>
            )}
          </>
        ) : (
          <p className="text-sm text-slate-600">{t('integrations.ical.none')}</p>
        )}
        {error && (
          <Alert tone="error" className="mt-2">
            {errorMessage(error)}
          </Alert>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {feed.url ? (
          <>
            <CopyButton
              isCopied={isCopied}
              label={t('integrations.copy')}
              copiedLabel={t('integrations.copied')}
              onPress={() => onCopy(feed.url ?? '')}
              testId={`ical-feed-${room}-copy`}
            />
            <Button
              size="sm"
              variant="secondary"
              onPress={() => void onCreate()}
              isLoading={create.isPending}
              aria-label={t('integrations.ical.renewFor', { room })}
            >
              <RefreshCw aria-hidden className="size-4" />
              {t('integrations.ical.renew')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onPress={() => void onRevoke()}
              isLoading={revoke.isPending}
              aria-label={t('integrations.ical.revokeFor', { room })}
            >
              <Trash2 aria-hidden className="size-4" />
              {t('integrations.ical.revoke')}
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onPress={() => void onCreate()}
            isLoading={create.isPending}
            aria-label={t('integrations.ical.createFor', { room })}
          >
            <CalendarPlus aria-hidden className="size-4" />
            {t('integrations.ical.create')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Per room an iCal availability feed (blocked nights, no guest data) any channel can subscribe to. */
export function IcalFeedsCard() {
  const { t } = useTranslation();
  const query = useIcalFeeds();
  const { copy, isCopied } = useCopy(t('integrations.copyFailed'));
  return (
    <Card aria-labelledby="ical-feeds-title">
      <CardHeader
        titleId="ical-feeds-title"
        title={t('integrations.ical.title')}
        description={t('integrations.ical.description')}
      />
      <CardBody>
        {query.isPending && <ListSkeleton />}
        {query.error != null && (
          <ListError error={query.error} onRetry={() => void query.refetch()} />
        )}
        {query.data?.feeds.length === 0 && (
          <p className="text-sm text-slate-600">{t('integrations.ical.noRooms')}</p>
        )}
        {query.data && query.data.feeds.length > 0 && (
          <ul>
            {query.data.feeds.map((feed) => (
              <FeedRow
                key={feed.room._id}
                feed={feed}
                isCopied={isCopied(feed.room._id)}
                onCopy={(url) => void copy(feed.room._id, url)}
              />
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
