import { useTranslation } from 'react-i18next';
import { useController, type Control } from 'react-hook-form';
import { PERMISSIONS, type Permission } from '@hotel/shared/permissions';
import { Checkbox } from '@/components/ui/checkbox';
import type { UserGroupFormValues } from '@/features/team/components/user-group-form';

/** The three permissions, each with a sentence on what it allows (spec §6). */
export function PermissionCheckboxes({ control }: { control: Control<UserGroupFormValues> }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'permissions' });
  const granted = new Set<Permission>(field.value ?? []);

  function toggle(permission: Permission, isSelected: boolean) {
    const next = new Set(granted);
    if (isSelected) next.add(permission);
    else next.delete(permission);
    field.onChange(PERMISSIONS.filter((entry) => next.has(entry)));
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {t('team.groups.permissions')}
      </legend>
      {PERMISSIONS.map((permission) => (
        <div
          key={permission}
          className="rounded-lg border border-slate-200 p-3 has-data-selected:border-primary/50 has-data-selected:bg-primary-soft/40"
        >
          <Checkbox
            isSelected={granted.has(permission)}
            onChange={(isSelected) => toggle(permission, isSelected)}
            aria-describedby={`permission-${permission}-description`}
            data-testid={`permission-${permission}`}
          >
            <span className="font-medium text-slate-900">
              {t(`team.permissions.${permission}.label`)}
            </span>
          </Checkbox>
          <p
            id={`permission-${permission}-description`}
            className="mt-1 ml-6.5 text-sm text-slate-600"
          >
            {t(`team.permissions.${permission}.description`)}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
