import { Plus, Trash2 } from 'lucide-react';
import { useController, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_USER_MAX_MEMBERSHIPS,
  type AdminUserHotelOption,
} from '@hotel/shared/contracts/admin-users';
import { MEMBERSHIP_ROLES } from '@hotel/shared/permissions';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { fieldErrorText } from '@/lib/form-errors';

export interface MembershipRowValues {
  hotelId: string;
  role: 'owner' | 'member';
  userGroupId: string;
}

export interface CreateUserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  superAdmin: boolean;
  memberships: MembershipRowValues[];
}

export const NEW_MEMBERSHIP: MembershipRowValues = { hotelId: '', role: 'member', userGroupId: '' };

/** react-aria's Select needs a key for "nothing chosen"; the form keeps '' for it. */
const NO_GROUP = 'none';

function GroupSelect({
  control,
  index,
  hotel,
}: {
  control: Control<CreateUserFormValues>;
  index: number;
  hotel: AdminUserHotelOption | undefined;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({
    control,
    name: `memberships.${index}.userGroupId`,
  });
  const options = [
    { id: NO_GROUP, label: t('adminUsers.create.noGroup') },
    ...(hotel?.groups ?? []).map((group) => ({ id: group.id, label: group.name })),
  ];
  return (
    <Select
      name={field.name}
      label={t('adminUsers.create.group')}
      options={options}
      value={field.value || NO_GROUP}
      onChange={(value) => field.onChange(value === NO_GROUP ? '' : value)}
      onBlur={field.onBlur}
      isDisabled={!hotel}
      errorMessage={fieldErrorText(t, fieldState.error)}
      data-testid={`membership-group-${index}`}
    />
  );
}

function MembershipRow({
  control,
  index,
  hotels,
  onRemove,
  setGroup,
}: {
  control: Control<CreateUserFormValues>;
  index: number;
  hotels: readonly AdminUserHotelOption[];
  onRemove: () => void;
  setGroup: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [hotelId, role] = useWatch({
    control,
    name: [`memberships.${index}.hotelId`, `memberships.${index}.role`],
  });
  const hotel = hotels.find((option) => option.id === hotelId);
  const hotelField = useController({ control, name: `memberships.${index}.hotelId` });
  const roleField = useController({ control, name: `memberships.${index}.role` });
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3"
      data-testid="membership-row"
      aria-label={t('adminUsers.create.membership', { index: index + 1 })}
    >
      <Select
        name={hotelField.field.name}
        label={t('adminUsers.create.hotel')}
        placeholder={t('adminUsers.create.chooseHotel')}
        options={hotels.map((option) => ({ id: option.id, label: option.name }))}
        value={hotelField.field.value}
        onChange={(value) => {
          hotelField.field.onChange(value);
          // A group belongs to one hotel: another hotel starts without one.
          setGroup('');
        }}
        onBlur={hotelField.field.onBlur}
        isRequired
        errorMessage={fieldErrorText(t, hotelField.fieldState.error)}
        data-testid={`membership-hotel-${index}`}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          name={roleField.field.name}
          label={t('adminUsers.create.role')}
          options={MEMBERSHIP_ROLES.map((id) => ({ id, label: t(`adminUsers.roles.${id}`) }))}
          value={roleField.field.value}
          onChange={(value) => {
            roleField.field.onChange(value);
            if (value === 'owner') setGroup('');
          }}
          onBlur={roleField.field.onBlur}
          isRequired
          errorMessage={fieldErrorText(t, roleField.fieldState.error)}
          data-testid={`membership-role-${index}`}
        />
        {role === 'owner' ? (
          <p className="self-end pb-2 text-xs text-slate-600">
            {t('adminUsers.create.ownerHasNoGroup')}
          </p>
        ) : (
          <GroupSelect control={control} index={index} hotel={hotel} />
        )}
      </div>
      <div className="flex justify-end">
        <Button
          size="sm"
          variant="ghost"
          onPress={onRemove}
          data-testid={`membership-remove-${index}`}
        >
          <Trash2 aria-hidden className="size-4 text-red-600" />
          {t('adminUsers.create.removeMembership', { index: index + 1 })}
        </Button>
      </div>
    </li>
  );
}

/** The hotels a new user joins: add and remove rows of hotel, role and group. */
export function MembershipRows({
  control,
  hotels,
  setGroup,
}: {
  control: Control<CreateUserFormValues>;
  hotels: readonly AdminUserHotelOption[];
  setGroup: (index: number, value: string) => void;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'memberships' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-slate-900">
        {t('adminUsers.create.memberships')}
      </legend>
      <p className="text-xs text-slate-600">{t('adminUsers.create.membershipsHint')}</p>
      {fields.length > 0 && (
        <ol className="flex flex-col gap-3">
          {fields.map((row, index) => (
            <MembershipRow
              key={row.id}
              control={control}
              index={index}
              hotels={hotels}
              onRemove={() => remove(index)}
              setGroup={(value) => setGroup(index, value)}
            />
          ))}
        </ol>
      )}
      <div>
        <Button
          size="sm"
          variant="secondary"
          isDisabled={fields.length >= ADMIN_USER_MAX_MEMBERSHIPS}
          onPress={() => append({ ...NEW_MEMBERSHIP })}
          data-testid="membership-add"
        >
          <Plus aria-hidden className="size-4" />
          {t('adminUsers.create.addMembership')}
        </Button>
      </div>
    </fieldset>
  );
}
