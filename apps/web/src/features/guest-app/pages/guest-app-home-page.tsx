import { useTranslation } from 'react-i18next';
import {
  GuestAppPageFrame,
  GuestAppPanel,
} from '@/features/guest-app/components/guest-app-page-frame';

export function GuestAppHomePage() {
  const { t } = useTranslation();
  return (
    <GuestAppPageFrame>
      {(config) => (
        <GuestAppPanel
          title={t('guestApp.home.title', { hotel: config.name })}
          text={t('guestApp.home.text')}
        />
      )}
    </GuestAppPageFrame>
  );
}
