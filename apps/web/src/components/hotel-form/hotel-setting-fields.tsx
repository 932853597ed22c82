import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DATE_DIVIDERS, DATE_FORMATS } from '@hotel/shared/contracts/hotel';
import { LANGUAGES } from '@hotel/shared/i18n/messages';
import { FormSelect } from '@/components/ui/form-select';
import { FormTimeField } from '@/components/ui/form-time-field';
import { currentLanguage } from '@/lib/i18n';
import type { HotelFormValues } from '@/components/hotel-form/hotel-form-values';

const DATE_PARTS = { d: '31', m: '12', y: '2025' } as const;

function exampleDate(format: (typeof DATE_FORMATS)[number], divider: string) {
  return format
    .split('')
    .map((part) => DATE_PARTS[part as keyof typeof DATE_PARTS])
    .join(divider);
}

function useTimeZoneOptions() {
  return useMemo(
    () =>
      Intl.supportedValuesOf('timeZone').map((zone) => ({
        id: zone,
        label: zone.replace(/_/g, ' '),
      })),
    [],
  );
}

function useCurrencyOptions() {
  const language = currentLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'currency' });
    return Intl.supportedValuesOf('currency').map((code) => ({
      id: code,
      label: `${code} – ${names.of(code) ?? code}`,
    }));
  }, [language]);
}

/** Language, time zone, check-in/out, date format and currency of the hotel. */
export function HotelSettingFields({ control }: { control: Control<HotelFormValues> }) {
  const { t } = useTranslation();
  const divider = useWatch({ control, name: 'setting.dateDivider' }) ?? '.';
  const timeZoneOptions = useTimeZoneOptions();
  const currencyOptions = useCurrencyOptions();

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormSelect
        control={control}
        name="setting.defaultLanguage"
        label={t('hotels.fields.defaultLanguage')}
        description={t('hotels.fields.defaultLanguageHint')}
        isRequired
        options={LANGUAGES.map((code) => ({ id: code, label: t(`app.language.names.${code}`) }))}
      />
      <FormSelect
        control={control}
        name="setting.timeZone"
        label={t('hotels.fields.timeZone')}
        isRequired
        options={timeZoneOptions}
      />
      <FormTimeField
        control={control}
        name="setting.checkInTime"
        label={t('hotels.fields.checkInTime')}
        isRequired
      />
      <FormTimeField
        control={control}
        name="setting.checkOutTime"
        label={t('hotels.fields.checkOutTime')}
        isRequired
      />
      <FormSelect
        control={control}
        name="setting.dateFormat"
        label={t('hotels.fields.dateFormat')}
        isRequired
        options={DATE_FORMATS.map((format) => ({
          id: format,
          label: `${t(`hotels.dateFormats.${format}`)} (${exampleDate(format, divider)})`,
        }))}
      />
      <FormSelect
        control={control}
        name="setting.dateDivider"
        label={t('hotels.fields.dateDivider')}
        isRequired
        options={DATE_DIVIDERS.map((item) => ({
          id: item,
          label: `${item}  (${t(`hotels.dividers.${dividerKey(item)}`)})`,
        }))}
      />
      <FormSelect
        control={control}
        name="setting.currency"
        label={t('hotels.fields.currency')}
        isRequired
        options={currencyOptions}
      />
    </div>
  );
}

function dividerKey(divider: (typeof DATE_DIVIDERS)[number]) {
  return { '.': 'dot', '/': 'slash', '-': 'dash' }[divider];
}
