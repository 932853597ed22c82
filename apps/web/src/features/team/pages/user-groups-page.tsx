import { Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { UserGroup } from '@hotel/shared/contracts/user-groups';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { confirm, ConfirmCancelledError } from '@/lib/confirm';
import { useDeleteUserGroupMutation } from '@/features/team/api/delete-user-group';
import { useUserGroups } from '@/features/team/api/get-user-groups';
import { PageLoadError } from '@/features/team/components/page-load-error';

export function UserGroupsPage() {
  const { t } = useTranslation();
  const groupsQuery = useUserGroups();

  return (
    <PageContainer type="settings">
      <PageHeader
        title={t('team.groups.title')}
        description={t('team.groups.subtitle')}
        actions={
          <ButtonLink href="/settings/user_group/create" data-testid="user-group-create">
            <Plus aria-hidden className="size-4" />
            {t('team.groups.create')}
          </ButtonLink>
        }
      />
      {groupsQuery.isPending && <ListSkeleton />}
      {groupsQuery.isError && (
        <PageLoadError error={groupsQuery.error} onRetry={() => void groupsQuery.refetch()} />
      )}
      {groupsQuery.data?.length === 0 && (
        <BorderedContainer className="text-center">
          <p className="font-medium text-slate-900">{t('team.groups.emptyTitle')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('team.groups.emptyText')}</p>
        </BorderedContainer>
      )}
      {groupsQuery.data && groupsQuery.data.length > 0 && (
        <BorderedContainer className="p-0! sm:p-0!">
          <ul className="divide-y divide-slate-100" data-testid="user-group-list">
            {groupsQuery.data.map((group) => (
              <UserGroupRow key={group._id} group={group} />
            ))}
          </ul>
        </BorderedContainer>
      )}
    </PageContainer>
  );
}

function UserGroupRow({ group }: { group: UserGroup }) {
  const { t } = useTranslation();
  const deleteMutation = useDeleteUserGroupMutation();
  const isInUse = group.memberCount > 0;

  async function onDelete() {
    try {
      await confirm({
        title: t('team.groups.deleteTitle'),
        message: t('team.groups.deleteMessage', { name: group.name }),
        confirmLabel: t('team.groups.delete'),
        tone: 'danger',
      });
    } catch (error) {
      if (error instanceof ConfirmCancelledError) return;
      throw error;
    }
    deleteMutation.mutate(group._id, {
      onSuccess: () => toast.success(t('team.groups.deleted', { name: group.name })),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <li
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6"
      data-testid="user-group-row"
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{group.name}</p>
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          {group.permissions.length === 0 && (
            <span className="text-sm text-slate-500">{t('team.groups.noPermissions')}</span>
          )}
          {group.permissions.map((permission) => (
            <span
              key={permission}
              className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary"
            >
              {t(`team.permissions.${permission}.label`)}
            </span>
          ))}
        </div>
      </div>
      <p className="flex items-center gap-1.5 text-sm text-slate-600 sm:w-40">
        <Users aria-hidden className="size-4 shrink-0" />
        {t('team.groups.memberCount', { count: group.memberCount })}
      </p>
      <div className="flex gap-2">
        <ButtonLink
          size="sm"
          variant="secondary"
          href={`/settings/user_group/${group._id}`}
          aria-label={t('team.groups.editNamed', { name: group.name })}
        >
          <Pencil aria-hidden className="size-4" />
          {t('team.groups.edit')}
        </ButtonLink>
        <Button
          size="sm"
          variant="ghost"
          isDisabled={isInUse}
          isLoading={deleteMutation.isPending}
          onPress={() => void onDelete()}
          aria-label={t('team.groups.deleteNamed', { name: group.name })}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
      {isInUse && <p className="text-xs text-slate-500 sm:hidden">{t('team.groups.inUseHint')}</p>}
    </li>
  );
}

function ListSkeleton() {
  return (
    <BorderedContainer>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </BorderedContainer>
  );
}
