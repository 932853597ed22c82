import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useCreateUserGroupMutation } from '@/features/team/api/create-user-group';
import { UserGroupForm } from '@/features/team/components/user-group-form';

export function UserGroupCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createMutation = useCreateUserGroupMutation();

  return (
    <PageContainer type="settings">
      <PageHeader
        title={t('team.groups.createTitle')}
        description={t('team.groups.formSubtitle')}
      />
      <UserGroupForm
        defaultValues={{ name: '', permissions: [] }}
        isSaving={createMutation.isPending}
        error={createMutation.error}
        onSave={async (values) => {
          const group = await createMutation.mutateAsync(values);
          toast.success(t('team.groups.created', { name: group.name }));
          await navigate('/settings/user_group');
        }}
      />
    </PageContainer>
  );
}
