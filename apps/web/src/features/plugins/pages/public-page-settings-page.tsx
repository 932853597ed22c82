import { useTranslation } from 'react-i18next';
import { SettingsPage } from '@/components/ui/settings-page';
import { useCurrentHotel } from '@/lib/session/hotel-query';
import { usePublicPageSettings } from '../api/public-page-settings';
import { PluginNav } from '../components/plugin-nav';
import { PublicAddressCard } from '../components/public-address-card';
import { PublicPageSettingsForm } from '../components/public-page-settings-form';

/** /plugins/public_page (manageHotel): the page's settings, its address, embed code and QR code. */
export function PublicPageSettingsPage() {
  const { t } = useTranslation();
  const hotel = useCurrentHotel().data;
  return (
    <SettingsPage
      title={t('plugins.publicPage.title')}
      description={t('plugins.publicPage.subtitle')}
      query={usePublicPageSettings()}
    >
      {(settings) => (
        <div className="flex flex-col gap-6">
          <PluginNav />
          <PublicPageSettingsForm settings={settings} />
          {hotel && (
            <PublicAddressCard
              symbolCode={hotel.symbol_code}
              hotelName={hotel.name}
              isDisabled={settings.disabled}
            />
          )}
        </div>
      )}
    </SettingsPage>
  );
}
