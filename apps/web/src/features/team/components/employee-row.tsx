import { clsx } from 'clsx';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Employee } from '@hotel/shared/contracts/employees';
import type { UserGroup } from '@hotel/shared/contracts/user-groups';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { confirm, ConfirmCancelledError } from '@/lib/confirm';
import { useRemoveEmployeeMutation } from '@/features/team/api/remove-employee';
import { useUpdateEmployeeMutation } from '@/features/team/api/update-employee';

export function EmployeeRow({
  employee,
  groups,
  isSelf,
  canRemove,
}: {
  employee: Employee;
  groups: readonly UserGroup[];
  isSelf: boolean;
  /** False for the last owner: the hotel would be left without one. */
  canRemove: boolean;
}) {
  const { t } = useTranslation();
  const updateMutation = useUpdateEmployeeMutation();
  const removeMutation = useRemoveEmployeeMutation();
  const name = [employee.firstName, employee.lastName].filter(Boolean).join(' ');
  const isOwner = employee.role === 'owner';

  async function onRemove() {
    try {
      await confirm({
        title: t('team.employees.removeTitle'),
        message: t('team.employees.removeMessage', { name }),
        confirmLabel: t('team.employees.remove'),
        tone: 'danger',
      });
    } catch (error) {
      if (error instanceof ConfirmCancelledError) return;
      throw error;
    }
    removeMutation.mutate(employee._id, {
      onSuccess: () => toast.success(t('team.employees.removed', { name })),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  function onGroupChange(userGroupId: string) {
    if (userGroupId === employee.userGroup?._id) return;
    updateMutation.mutate(
      { id: employee._id, userGroupId },
      {
        onSuccess: (saved) =>
          toast.success(t('team.employees.moved', { name, group: saved.userGroup?.name ?? '' })),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <li
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6"
      data-testid="employee-row"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="truncate">{name}</span>
          {isSelf && (
            <span className="text-sm font-normal text-slate-500">{t('team.employees.you')}</span>
          )}
          <span
            className={clsx(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              isOwner ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700',
            )}
          >
            {t(isOwner ? 'team.employees.roleOwner' : 'team.employees.roleMember')}
          </span>
          {employee.invitationPending && (
            <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
              {t('team.employees.invitationPending')}
            </span>
          )}
        </p>
        <p className="mt-0.5 truncate text-sm text-slate-600">{employee.email}</p>
      </div>
      <div className="sm:w-64">
        {isOwner ? (
          <p className="text-sm text-slate-600">{t('team.employees.ownerAllRights')}</p>
        ) : (
          <Select
            label={t('team.employees.group')}
            options={groups.map((group) => ({ id: group._id, label: group.name }))}
            value={employee.userGroup?._id}
            onChange={onGroupChange}
            isDisabled={updateMutation.isPending}
          />
        )}
      </div>
      {canRemove ? (
        <Button
          size="sm"
          variant="ghost"
          className="self-end sm:self-auto"
          isLoading={removeMutation.isPending}
          onPress={() => void onRemove()}
          aria-label={t('team.employees.removeNamed', { name })}
          data-testid="employee-remove"
        >
          <Trash2 aria-hidden className="size-4" />
          <span className="sm:sr-only">{t('team.employees.remove')}</span>
        </Button>
      ) : (
        <span className="hidden w-9 sm:block" />
      )}
    </li>
  );
}
