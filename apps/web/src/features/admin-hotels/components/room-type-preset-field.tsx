import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from 'react-aria-components';
import type { Language } from '@hotel/shared/i18n/languages';
import { ROOM_TYPE_PRESETS } from '@hotel/shared/room-type-presets';
import { Checkbox } from '@/components/ui/checkbox';
import { formatMoney } from '@/lib/money';
import type { OwnerPresetValues } from './owner-preset-form';

/** The built-in room types, named as they will be: in the hotel's default language. */
export function RoomTypePresetField({
  control,
  language,
  currency,
}: {
  control: Control<OwnerPresetValues>;
  language: Language;
  currency: string;
}) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'roomTypePresets' });
  return (
    <CheckboxGroup
      value={field.value}
      onChange={field.onChange}
      aria-label={t('adminHotels.create.roomTypesSection')}
      className="flex flex-col gap-3"
    >
      <p className="text-sm text-slate-600">{t('adminHotels.create.roomTypesIntro')}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {ROOM_TYPE_PRESETS.map((preset) => (
          <li key={preset.key} className="rounded-lg border border-slate-200 px-3 py-2.5">
            <Checkbox value={preset.key} data-testid={`admin-hotel-room-type-${preset.key}`}>
              <span className="flex flex-col">
                <span className="font-medium text-slate-900">{preset.name[language]}</span>
                <span className="text-xs text-slate-600 tabular-nums">
                  {t('adminHotels.create.roomTypeDetails', {
                    occupancy:
                      preset.higherOccupancy > preset.baseOccupancy
                        ? `${preset.baseOccupancy}–${preset.higherOccupancy}`
                        : preset.baseOccupancy,
                    price: formatMoney(preset.basePrice, currency),
                  })}
                </span>
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
    </CheckboxGroup>
  );
}
