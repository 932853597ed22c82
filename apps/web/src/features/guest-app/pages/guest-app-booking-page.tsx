import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  GuestAppPageFrame,
  GuestAppPanel,
} from '@/features/guest-app/components/guest-app-page-frame';

export function GuestAppBookingPage() {
  const { t } = useTranslation();
  const { booking = '' } = useParams();
  return (
    <GuestAppPageFrame>
      {() => (
        <GuestAppPanel
          title={t('guestApp.booking.title', { booking })}
          text={t('guestApp.booking.text')}
        />
      )}
    </GuestAppPageFrame>
  );
}
