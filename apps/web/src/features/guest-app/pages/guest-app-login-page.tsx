import { useTranslation } from 'react-i18next';
import {
  GuestAppPageFrame,
  GuestAppPanel,
} from '@/features/guest-app/components/guest-app-page-frame';

export function GuestAppLoginPage() {
  const { t } = useTranslation();
  return (
    <GuestAppPageFrame>
      {(config) => (
        <GuestAppPanel
          title={t('guestApp.login.title')}
          text={t('guestApp.login.text', { hotel: config.name })}
        />
      )}
    </GuestAppPageFrame>
  );
}
