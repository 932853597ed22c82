import { useTranslation } from 'react-i18next';
import { SettingsPage } from '@/components/ui/settings-page';
import { usePlatformSoap } from '../api/get-platform-soap';
import { SoapSettingsForm } from '../components/soap-settings-form';

/** `/admin/soap`: the platform's bwOnline SOAP account, which hotels use for their locks. */
export function SoapPage() {
  const { t } = useTranslation();
  const query = usePlatformSoap();
  return (
    <SettingsPage
      title={t('adminPlatform.soap.title')}
      description={t('adminPlatform.soap.subtitle')}
      query={query}
    >
      {(soap) => (
        <div className="flex flex-col gap-5">
          <p className="text-sm text-slate-700" data-testid="soap-hotels-using">
            {soap.endpoint && soap.password.configured
              ? t('adminPlatform.soap.hotelsUsing', { count: soap.hotelsUsing })
              : t('adminPlatform.soap.notConfigured')}
          </p>
          <SoapSettingsForm key={JSON.stringify(soap)} soap={soap} />
        </div>
      )}
    </SettingsPage>
  );
}
