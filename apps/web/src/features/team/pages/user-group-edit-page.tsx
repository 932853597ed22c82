import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserGroup } from '@/features/team/api/get-user-group';
import { useUpdateUserGroupMutation } from '@/features/team/api/update-user-group';
import { PageLoadError } from '@/features/team/components/page-load-error';
import { UserGroupForm } from '@/features/team/components/user-group-form';

export function UserGroupEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const groupQuery = useUserGroup(id);
  const updateMutation = useUpdateUserGroupMutation();
  const group = groupQuery.data;

  return (
    <PageContainer type="settings">
      <PageHeader
        title={group ? group.name : t('team.groups.editTitle')}
        description={
          group
            ? t('team.groups.memberCount', { count: group.memberCount })
            : t('team.groups.formSubtitle')
        }
      />
      {groupQuery.isPending && (
        <BorderedContainer>
          <div className="flex flex-col gap-4">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        </BorderedContainer>
      )}
      {groupQuery.isError && (
        <PageLoadError error={groupQuery.error} onRetry={() => void groupQuery.refetch()} />
      )}
      {group && (
        <UserGroupForm
          key={group._id}
          defaultValues={{ name: group.name, permissions: group.permissions }}
          isSaving={updateMutation.isPending}
          error={updateMutation.error}
          onSave={async (values) => {
            const saved = await updateMutation.mutateAsync({ ...values, id: group._id });
            toast.success(t('team.groups.saved', { name: saved.name }));
            await navigate('/settings/user_group');
          }}
        />
      )}
    </PageContainer>
  );
}
