import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useSignedInUser } from '@/lib/session/current-user-query';
import { EmailChangeForm } from '@/features/auth/components/email-change-form';
import { PasswordChangeForm } from '@/features/auth/components/password-change-form';
import { ProfileDetailsForm } from '@/features/auth/components/profile-details-form';

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <PageContainer type="form" className="gap-6">
      <PageHeader title={t('auth.profile.title')} description={t('auth.profile.subtitle')} />
      <ProfileDetailsForm user={user} />
      <EmailChangeForm user={user} />
      <PasswordChangeForm />
    </PageContainer>
  );
}
