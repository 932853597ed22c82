import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/form-errors';
import type { HotelFormValues } from '@/components/hotel-form/hotel-form-values';

const HEX = /^#[0-9a-f]{6}$/i;

/** The hotel's `theme_color`: a colour picker beside the #rrggbb text it writes. */
export function HotelThemeColorField({ control }: { control: Control<HotelFormValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'theme_color' });
  const value = field.value ?? '';
  return (
    <div className="flex items-start gap-3">
      <input
        type="color"
        aria-label={t('adminHotel.edit.themeColorPicker')}
        value={HEX.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        className="mt-6 h-10 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        data-testid="admin-hotel-theme-color-picker"
      />
      <TextField
        className="min-w-0 flex-1 sm:max-w-48"
        label={t('adminHotel.edit.themeColor')}
        description={t('adminHotel.edit.themeColorHint')}
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        errorMessage={fieldErrorText(t, fieldState.error)}
        autoComplete="off"
        data-testid="admin-hotel-theme-color"
      />
    </div>
  );
}
