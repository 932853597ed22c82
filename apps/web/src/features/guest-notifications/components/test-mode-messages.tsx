import { Mail, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListError, ListSkeleton } from '@/components/ui/list-states';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import { useTestModeMessages } from '../api/get-test-mode-messages';

/**
 * While a channel is in test mode, its messages stay in the app: the last ones, so the hotel can
 * read what a guest would have got.
 */
export function TestModeMessages() {
  const { t } = useTranslation();
  const dates = useHotelDates();
  const query = useTestModeMessages({ isEnabled: true });
  if (query.isPending) return <ListSkeleton />;
  if (query.error) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return <p className="text-sm text-slate-500">{t('guestNotifications.testMode.empty')}</p>;
  }
  return (
    <ul
      className="divide-y divide-slate-100 border-y border-slate-100"
      data-testid="test-mode-messages"
    >
      {query.data.map((item) => {
        const Icon = item.gateway === 'email' ? Mail : MessageSquareText;
        return (
          <li key={item._id} data-testid="test-mode-message">
            <details className="group py-2">
              <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-1 py-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary">
                <span className="inline-flex items-center gap-1.5 text-slate-700">
                  <Icon aria-hidden className="size-4 text-slate-500" />
                  {t(`notificationGateway.${item.gateway}`)}
                </span>
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
                  {item.message ? t(`notificationMessage.${item.message}`) : item.subject}
                  {' · '}
                  {item.recipient}
                </span>
                <span className="text-xs text-slate-500 tabular-nums">
                  {dates.dateTime(item.sentAt ?? item.createdAt)}
                </span>
              </summary>
              <div className="mt-2 flex flex-col gap-1 rounded-md bg-slate-50 p-3 text-sm">
                {item.subject && <p className="font-semibold text-slate-900">{item.subject}</p>}
                <p className="whitespace-pre-wrap text-slate-800" data-testid="test-mode-text">
                  {item.body}
                </p>
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
