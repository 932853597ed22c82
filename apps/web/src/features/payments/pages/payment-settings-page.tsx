import { useTranslation } from 'react-i18next';
import { SettingsPage } from '@/components/ui/settings-page';
import { usePaymentSettings } from '../api/get-payment-settings';
import { PaymentSettingsForm } from '../components/payment-settings-form';

/** /settings/payments (manageHotel). */
export function PaymentSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      title={t('payments.settings.title')}
      description={t('payments.settings.subtitle')}
      query={usePaymentSettings()}
    >
      {(settings) => <PaymentSettingsForm settings={settings} />}
    </SettingsPage>
  );
}
