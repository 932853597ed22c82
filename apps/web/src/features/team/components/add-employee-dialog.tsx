import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  addEmployeeRequestSchema,
  type AddEmployeeRequest,
} from '@hotel/shared/contracts/employees';
import type { UserGroup } from '@hotel/shared/contracts/user-groups';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormSelect } from '@/components/ui/form-select';
import { FormTextField } from '@/components/ui/form-text-field';
import { applyServerIssues } from '@/lib/form-errors';
import { useAddEmployeeMutation } from '@/features/team/api/add-employee';
import { schemaResolver } from '@/lib/form-resolver';

type FormValues = Required<AddEmployeeRequest>;
const FIELDS = ['email', 'firstName', 'lastName', 'userGroupId'] as const;

export function AddEmployeeDialog({
  isOpen,
  onOpenChange,
  groups,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  groups: readonly UserGroup[];
}) {
  const { t } = useTranslation();
  const addMutation = useAddEmployeeMutation();
  const { control, handleSubmit, setError, reset } = useForm<FormValues>({
    resolver: schemaResolver(addEmployeeRequestSchema) as never,
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      userGroupId: groups.length === 1 ? groups[0]!._id : '',
    },
  });

  const onSubmit = handleSubmit((values) =>
    addMutation.mutate(values, {
      onSuccess: (employee) => {
        toast.success(
          t('team.employees.invited', {
            email: employee.email,
          }),
        );
        reset();
        onOpenChange(false);
      },
      onError: (error) => applyServerIssues(error, setError, FIELDS),
    }),
  );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      title={t('team.employees.addTitle')}
    >
      <form noValidate onSubmit={onSubmit} data-testid="add-employee-form">
        <div className="flex flex-col gap-4 px-5 pt-2 pb-5">
          <p className="text-sm text-slate-600">{t('team.employees.addText')}</p>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('team.employees.email')}
            isRequired
            autoFocus
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              control={control}
              name="firstName"
              label={t('team.employees.firstName')}
              isRequired
            />
            <FormTextField control={control} name="lastName" label={t('team.employees.lastName')} />
          </div>
          <FormSelect
            control={control}
            name="userGroupId"
            label={t('team.employees.group')}
            options={groups.map((group) => ({ id: group._id, label: group.name }))}
            isRequired
          />
          <FormError error={addMutation.error} />
        </div>
        <DialogFooter>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('app.common.cancel')}
          </Button>
          <Button type="submit" isLoading={addMutation.isPending} data-testid="add-employee-submit">
            {t('team.employees.addSubmit')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
