import { useMemo } from 'react';
import { COUNTRY_CODES } from '@hotel/shared/countries';
import { useTranslation } from 'react-i18next';
import { errorClasses, inputClasses, labelClasses } from '@/components/ui/field-classes';
import { RequiredMark } from '@/components/ui/required-mark';
import { currentLanguage } from '@/lib/i18n';

/** Most guests of a German house are German: their country heads the list. */
const FIRST_COUNTRY = 'DE';

/** Every nationality with its name in the interface language (Intl), Germany first, then A–Z. */
export function useCountryOptions() {
  const language = currentLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    const options = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code }));
    const first = options.filter((option) => option.code === FIRST_COUNTRY);
    const rest = options
      .filter((option) => option.code !== FIRST_COUNTRY)
      .sort((a, b) => a.name.localeCompare(b.name, language));
    return [...first, ...rest];
  }, [language]);
}

export function useCountryName() {
  const language = currentLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    return (code: string) => (code ? (names.of(code) ?? code) : '');
  }, [language]);
}

/**
 * A nationality as a native select: on a phone the system's own picker, on a keyboard type-ahead
 * among some 250 countries (typing "Ö" jumps to Österreich).
 */
export function CountrySelect({
  id,
  label,
  value,
  onChange,
  onBlur,
  selectRef,
  error,
  isRequired = true,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  selectRef?: (element: HTMLSelectElement | null) => void;
  error?: string;
  isRequired?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const options = useCountryOptions();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col">
      <div className="flex items-baseline">
        <label htmlFor={id} className={labelClasses}>
          {label}
        </label>
        {isRequired && <RequiredMark />}
      </div>
      <select
        id={id}
        ref={selectRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClasses}
        data-testid={testId}
      >
        <option value="">{t('selfCheckIn.country.choose')}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      {error && (
        <span id={errorId} className={errorClasses}>
          {error}
        </span>
      )}
    </div>
  );
}
