import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/session/current-user-query';
import { useEmployees } from '@/features/team/api/get-employees';
import { useUserGroups } from '@/features/team/api/get-user-groups';
import { AddEmployeeDialog } from '@/features/team/components/add-employee-dialog';
import { EmployeeRow } from '@/features/team/components/employee-row';
import { PageLoadError } from '@/features/team/components/page-load-error';

export function EmployeesPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const employeesQuery = useEmployees();
  const groupsQuery = useUserGroups();
  const [isAdding, setIsAdding] = useState(false);
  const groups = groupsQuery.data ?? [];
  const hasNoGroups = groupsQuery.isSuccess && groups.length === 0;
  const ownerCount = employeesQuery.data?.filter((entry) => entry.role === 'owner').length ?? 0;

  return (
    <PageContainer type="settings">
      <PageHeader
        title={t('team.employees.title')}
        description={t('team.employees.subtitle')}
        actions={
          <Button
            onPress={() => setIsAdding(true)}
            isDisabled={!groupsQuery.isSuccess || hasNoGroups}
            data-testid="employee-add"
          >
            <UserPlus aria-hidden className="size-4" />
            {t('team.employees.add')}
          </Button>
        }
      />
      {hasNoGroups && (
        <Alert
          className="mb-4"
          title={t('team.employees.noGroupsTitle')}
          actions={
            <ButtonLink size="sm" href="/settings/user_group/create">
              {t('team.groups.create')}
            </ButtonLink>
          }
        >
          {t('team.employees.noGroupsText')}
        </Alert>
      )}
      {(employeesQuery.isPending || groupsQuery.isPending) && (
        <BorderedContainer>
          <div className="flex flex-col gap-4">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        </BorderedContainer>
      )}
      {employeesQuery.isError && (
        <PageLoadError error={employeesQuery.error} onRetry={() => void employeesQuery.refetch()} />
      )}
      {employeesQuery.data && groupsQuery.data && (
        <BorderedContainer className="p-0! sm:p-0!">
          <ul className="divide-y divide-slate-100" data-testid="employee-list">
            {employeesQuery.data.map((employee) => (
              <EmployeeRow
                key={employee._id}
                employee={employee}
                groups={groups}
                isSelf={employee._id === user?._id}
                canRemove={employee.role !== 'owner' || ownerCount > 1}
              />
            ))}
          </ul>
        </BorderedContainer>
      )}
      {isAdding && (
        <AddEmployeeDialog isOpen={isAdding} onOpenChange={setIsAdding} groups={groups} />
      )}
    </PageContainer>
  );
}
