import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorText } from '@/lib/form-errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGuestCompanies } from '../api/get-guest-companies';
import type { GuestFormInput } from './guest-form-schema';

/** Company with suggestions of names already used, so one firm is not spelled three ways. */
export function CompanyField({ control }: { control: Control<GuestFormInput> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'company' });
  const value = (field.value as string | undefined) ?? '';
  const search = useDebouncedValue(value.trim());
  const companies = useGuestCompanies(search);
  const suggestions = (companies.data ?? [])
    .filter((company) => company.toLowerCase() !== value.trim().toLowerCase())
    .slice(0, 5);
  return (
    <div className="flex flex-col gap-1.5">
      <TextField
        label={t('guests.form.company')}
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        errorMessage={fieldErrorText(t, fieldState.error)}
      />
      {search.length > 0 && suggestions.length > 0 && (
        <div className="flex flex-wrap gap-1.5" aria-label={t('guests.form.companySuggestions')}>
          {suggestions.map((company) => (
            <button
              key={company}
              type="button"
              className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-primary"
              onClick={() => field.onChange(company)}
            >
              {company}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
