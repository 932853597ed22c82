import { Plus, Trash2 } from 'lucide-react';
import { useController, useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_ROOMRACCOON_ROOM_TYPES } from '@hotel/shared/contracts/roomraccoon';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-text-field';
import { Select } from '@/components/ui/select';
import { fieldErrorText } from '@/lib/form-errors';
import { useRoomTypes } from '@/lib/hotel-setup-data/get-room-types';
import type { RoomRaccoonSettingsInput } from '../api/roomraccoon-settings';

/** The select's value for "not mapped": a Select key cannot be null. */
const NOT_MAPPED = 'none';

function RoomTypeSelect({
  control,
  index,
  code,
  options,
}: {
  control: Control<RoomRaccoonSettingsInput>;
  index: number;
  code: string;
  options: { id: string; label: string }[];
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: `roomTypes.${index}.roomType` });
  return (
    <Select
      label={
        <>
          {t('integrations.roomRaccoon.roomTypes.ours')}
          <span className="sr-only"> – {code || index + 1}</span>
        </>
      }
      options={options}
      value={field.value ?? NOT_MAPPED}
      onChange={(value) => field.onChange(value === NOT_MAPPED ? null : value)}
      onBlur={field.onBlur}
      errorMessage={fieldErrorText(t, fieldState.error)}
    />
  );
}

/**
 * RoomRaccoon's room type codes (`RoomTypeCode` in its messages) and our room type for each. A
 * row per code; rows stack as cards on a phone, each field labelled with its own name.
 */
export function RoomTypeMappingField({
  control,
  codes,
}: {
  control: Control<RoomRaccoonSettingsInput>;
  codes: string[];
}) {
  const { t } = useTranslation();
  const roomTypes = useRoomTypes();
  const { fields, append, remove } = useFieldArray({ control, name: 'roomTypes' });
  const options = [
    { id: NOT_MAPPED, label: t('integrations.roomRaccoon.roomTypes.notMapped') },
    ...(roomTypes.data ?? []).map((roomType) => ({ id: roomType._id, label: roomType.name })),
  ];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-900">
        {t('integrations.roomRaccoon.roomTypes.title')}
      </legend>
      <p className="text-xs text-slate-600">{t('integrations.roomRaccoon.roomTypes.hint')}</p>
      {fields.length === 0 && (
        <p className="text-sm text-slate-600">{t('integrations.roomRaccoon.roomTypes.empty')}</p>
      )}
      <ul className="flex flex-col gap-3">
        {fields.map((row, index) => (
          <li
            key={row.id}
            className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
            data-testid="roomraccoon-room-type-row"
          >
            <FormTextField
              control={control}
              name={`roomTypes.${index}.code`}
              label={t('integrations.roomRaccoon.roomTypes.code')}
              maxLength={40}
              isRequired
            />
            <RoomTypeSelect
              control={control}
              index={index}
              code={codes[index] ?? ''}
              options={options}
            />
            <Button
              variant="secondary"
              size="sm"
              className="sm:mt-6"
              onPress={() => remove(index)}
              aria-label={t('integrations.roomRaccoon.roomTypes.remove', {
                code: codes[index] || index + 1,
              })}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={fields.length >= MAX_ROOMRACCOON_ROOM_TYPES}
          onPress={() => append({ code: '', roomType: null })}
          data-testid="roomraccoon-add-room-type"
        >
          <Plus aria-hidden className="size-4" />
          {t('integrations.roomRaccoon.roomTypes.add')}
        </Button>
      </div>
    </fieldset>
  );
}
