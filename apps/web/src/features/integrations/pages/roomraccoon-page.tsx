import { useTranslation } from 'react-i18next';
import { SettingsPage } from '@/components/ui/settings-page';
import { TextLink } from '@/components/ui/text-link';
import { useRoomRaccoonSettings } from '../api/roomraccoon-settings';
import { IcalFeedsCard } from '../components/ical-feeds-card';
import { OtaEndpointCard } from '../components/ota-endpoint-card';
import { RoomRaccoonSettingsForm } from '../components/roomraccoon-settings-form';

/** /integrations/roomraccoon (manageHotel): the OTA connection, its address and the iCal feeds. */
export function RoomRaccoonPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('integrations.roomRaccoon.title')}
      description={t('integrations.roomRaccoon.subtitle')}
      query={useRoomRaccoonSettings()}
    >
      {(settings) => (
        <div className="flex flex-col gap-6">
          <TextLink to="/integrations" className="self-start text-sm">
            {t('integrations.roomRaccoon.back')}
          </TextLink>
          <RoomRaccoonSettingsForm settings={settings} />
          <OtaEndpointCard settings={settings} />
          <IcalFeedsCard />
        </div>
      )}
    </SettingsPage>
  );
}
