import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GuestAppSettings } from '@hotel/shared/contracts/guest-app';
import { GUEST_APP_ACCENT_NAMES, GUEST_APP_ACCENTS } from '@hotel/shared/guest-app';
import { errorClasses, labelClasses } from '@/components/ui/field-classes';
import { fieldErrorText } from '@/lib/form-errors';

/**
 * The guest app's accent as a row of swatches (a radio group: arrow keys move, each swatch is
 * named). Every accent reads at WCAG AA with its own text colour, so no contrast check is needed.
 */
export function AccentColorField({ control }: { control: Control<GuestAppSettings> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'accent_color' });
  const error = fieldErrorText(t, fieldState.error);
  return (
    <RadioGroup
      value={field.value}
      onChange={field.onChange}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      orientation="horizontal"
      className="flex flex-col gap-2"
      data-testid="accent-color"
    >
      <Label className={labelClasses}>{t('plugins.guestApp.accent')}</Label>
      <div className="flex flex-wrap gap-2">
        {GUEST_APP_ACCENT_NAMES.map((name) => {
          const colors = GUEST_APP_ACCENTS[name];
          return (
            <Radio
              key={name}
              value={name}
              aria-label={t(`plugins.guestApp.accents.${name}`)}
              className={({ isSelected, isFocusVisible }) =>
                clsx(
                  'flex size-10 cursor-pointer items-center justify-center rounded-full border-2 outline-none',
                  isSelected ? 'border-slate-900' : 'border-white shadow-[0_0_0_1px_#cbd5e1]',
                  isFocusVisible && 'ring-2 ring-primary ring-offset-2',
                )
              }
              style={{ backgroundColor: colors.background, color: colors.text }}
            >
              {({ isSelected }) => (isSelected ? <Check aria-hidden className="size-5" /> : null)}
            </Radio>
          );
        })}
      </div>
      <p className="text-xs text-slate-600">
        {t('plugins.guestApp.accentChosen', {
          name: t(`plugins.guestApp.accents.${field.value}`, { defaultValue: field.value }),
        })}
      </p>
      {error && <span className={errorClasses}>{error}</span>}
    </RadioGroup>
  );
}
