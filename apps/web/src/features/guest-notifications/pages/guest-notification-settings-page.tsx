import { useTranslation } from 'react-i18next';
import { SettingsPage } from '@/components/ui/settings-page';
import { useNotificationSettings } from '../api/get-notification-settings';
import { NotificationSettingsForm } from '../components/notification-settings-form';

/** /settings/guest_notifications (manageHotel). */
export function GuestNotificationSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('guestNotifications.title')}
      description={t('guestNotifications.subtitle')}
      query={useNotificationSettings()}
    >
      {(settings) => <NotificationSettingsForm settings={settings} />}
    </SettingsPage>
  );
}
