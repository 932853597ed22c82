import { useTranslation } from 'react-i18next';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { ListError } from '@/components/ui/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useNotificationSettings } from '../api/get-notification-settings';
import { NotificationSettingsForm } from '../components/notification-settings-form';

/** /settings/guest_notifications (manageHotel). */
export function GuestNotificationSettingsPage() {
  const { t } = useTranslation();
  const query = useNotificationSettings();
  return (
    <PageContainer type="settings">
      <PageHeader
        title={t('guestNotifications.title')}
        description={t('guestNotifications.subtitle')}
      />
      {query.isPending && (
        <BorderedContainer>
          <div className="flex flex-col gap-4" aria-hidden>
            <Skeleton className="h-5 w-48" />
            <div className="grid gap-3 sm:grid-cols-2">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        </BorderedContainer>
      )}
      {query.error && (
        <BorderedContainer>
          <ListError error={query.error} onRetry={() => void query.refetch()} />
        </BorderedContainer>
      )}
      {query.data && <NotificationSettingsForm settings={query.data} />}
    </PageContainer>
  );
}
