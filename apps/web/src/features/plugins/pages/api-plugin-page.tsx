import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { ApiAddressCard } from '../components/api-address-card';
import { ApiKeysCard } from '../components/api-keys-card';
import { ApiPluginNav } from '../components/api-plugin-nav';
import { PluginNav } from '../components/plugin-nav';
import { WebhooksCard } from '../components/webhooks-card';

/** /plugins/api (manageHotel): keys for the hotel's own systems, and webhooks that tell them of bookings. */
export function ApiPluginPage() {
  const { t } = useTranslation();
  return (
    <PageContainer type="settings">
      <PageHeader title={t('apiPlugin.title')} description={t('apiPlugin.subtitle')} />
      <div className="flex flex-col gap-6">
        <PluginNav />
        <ApiPluginNav />
        <ApiAddressCard />
        <ApiKeysCard />
        <WebhooksCard />
      </div>
    </PageContainer>
  );
}
