import { useTranslation } from 'react-i18next';
import { SettingsPage } from '@/components/ui/settings-page';
import { useCurrentHotel } from '@/lib/session/hotel-query';
import { GuestAppAddressCard } from '../components/guest-app-address-card';
import { GuestAppSettingsForm } from '../components/guest-app-settings-form';
import { PluginNav } from '../components/plugin-nav';

/** /plugins/guest_app (manageHotel): the guest app's switch, accent, cover images and address. */
export function GuestAppSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('plugins.guestApp.title')}
      description={t('plugins.guestApp.subtitle')}
      query={useCurrentHotel()}
    >
      {(hotel) => (
        <div className="flex flex-col gap-6">
          <PluginNav />
          <GuestAppSettingsForm hotel={hotel} />
          <GuestAppAddressCard symbolCode={hotel.symbol_code} isEnabled={hotel.guest_app.enabled} />
        </div>
      )}
    </SettingsPage>
  );
}
