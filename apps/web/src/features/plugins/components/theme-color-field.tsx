import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PublicPageSettingsRequest } from '@hotel/shared/contracts/public-booking';
import {
  contrastWithWhite,
  HEX_COLOR,
  isReadableThemeColor,
  MIN_THEME_CONTRAST,
} from '@hotel/shared/theme-contrast';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/form-errors';

/**
 * The theme colour as a colour picker and a #rrggbb field, with the contrast of white text on it
 * checked while typing and a button drawn in it. A colour white text is hard to read on cannot
 * be saved (the form's schema and the server say the same).
 */
export function ThemeColorField({ control }: { control: Control<PublicPageSettingsRequest> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'theme_color' });
  const value = field.value.trim().toLowerCase();
  const isHex = HEX_COLOR.test(value);
  const ratio = isHex ? contrastWithWhite(value) : null;
  const isReadable = isHex && isReadableThemeColor(value);
  const error = fieldErrorText(t, fieldState.error);
  // Said while typing; after a save attempt the field's own error takes over.
  const liveMessage =
    error || !isHex
      ? null
      : isReadable
        ? t('plugins.publicPage.contrastGood', { ratio })
        : t('validation.themeColorContrast', { ratio, min: MIN_THEME_CONTRAST });

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end gap-3">
        <input
          type="color"
          aria-label={t('plugins.publicPage.themeColorPicker')}
          value={isHex ? value : '#000000'}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          className="h-10 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          data-testid="theme-color-picker"
        />
        <TextField
          className="min-w-0 flex-1 sm:max-w-48"
          label={t('plugins.publicPage.themeColor')}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={error}
          isRequired
          autoComplete="off"
          data-testid="theme-color-input"
        />
      </div>
      <p className="text-xs text-slate-600">{t('plugins.publicPage.themeColorHint')}</p>
      <p
        role="status"
        data-testid="theme-color-contrast"
        className={isReadable ? 'text-sm text-emerald-800' : 'text-sm text-red-700'}
      >
        {liveMessage}
      </p>
      {isHex && (
        <div className="flex items-center gap-3">
          <span className="text-sm text-slate-600">{t('plugins.publicPage.preview')}</span>
          <span
            aria-hidden
            style={{ backgroundColor: value }}
            className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-white shadow-sm"
            data-testid="theme-color-preview"
          >
            {t('plugins.publicPage.previewButton')}
          </span>
        </div>
      )}
    </div>
  );
}
