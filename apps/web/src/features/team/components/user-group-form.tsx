import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { userGroupRequestSchema } from '@hotel/shared/contracts/user-groups';
import type { Permission } from '@hotel/shared/permissions';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormTextField } from '@/components/ui/form-text-field';
import { applyServerIssues } from '@/lib/form-errors';
import { PermissionCheckboxes } from '@/features/team/components/permission-checkboxes';
import { schemaResolver } from '@/lib/form-resolver';

export interface UserGroupFormValues {
  name: string;
  permissions: Permission[];
}

const FIELDS = ['name', 'permissions'] as const;

/** Create and edit share this form; `onSave` rejects with the server error to show it. */
export function UserGroupForm({
  defaultValues,
  isSaving,
  error,
  onSave,
}: {
  defaultValues: UserGroupFormValues;
  isSaving: boolean;
  error: unknown;
  onSave: (values: UserGroupFormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm<UserGroupFormValues>({
    resolver: schemaResolver(userGroupRequestSchema) as never,
    defaultValues,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (saveError) {
      applyServerIssues(saveError, setError, FIELDS);
    }
  });

  return (
    <BorderedContainer className="p-0! sm:p-0!">
      <form noValidate onSubmit={onSubmit} data-testid="user-group-form">
        <div className="flex flex-col gap-6 p-4 sm:p-6">
          <FormTextField
            control={control}
            name="name"
            label={t('team.groups.name')}
            description={t('team.groups.nameHint')}
            isRequired
            autoFocus
          />
          <PermissionCheckboxes control={control} />
        </div>
        <div className="flex flex-col gap-3 border-t border-slate-100 bg-slate-50/60 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <FormError error={error} className="sm:flex-1" />
          <div className="flex justify-end gap-2 sm:ml-auto">
            <ButtonLink variant="secondary" href="/settings/user_group">
              {t('app.common.cancel')}
            </ButtonLink>
            <Button type="submit" isLoading={isSaving} data-testid="user-group-save">
              {t('app.common.save')}
            </Button>
          </div>
        </div>
      </form>
    </BorderedContainer>
  );
}
