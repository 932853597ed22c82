import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { LocksManager } from '../components/locks-manager';

/** Settings → Locks: the hotel's door locks, their rooms and the provider that answers for them. */
export function LocksPage() {
  const { t } = useTranslation();
  return (
    <PageContainer type="settings">
      <PageHeader title={t('locks.page.title')} description={t('locks.page.subtitle')} />
      <LocksManager />
    </PageContainer>
  );
}
