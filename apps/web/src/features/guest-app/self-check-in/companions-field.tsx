import { Trash2, UserPlus } from 'lucide-react';
import { useController, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { fieldErrorText } from '@/lib/form-errors';
import { CountrySelect } from './country-select';
import { MAX_COMPANIONS, type RegistrationValues } from './registration-values';

/**
 * Accompanying persons (BMG §30(2)): how many, and each one's nationality, one row per person.
 * The count is the number of rows.
 */
export function CompanionsField({ control }: { control: Control<RegistrationValues> }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'companionNationalities' });
  const { errors } = useFormState({ control, name: 'companionNationalities' });
  const rows = field.value;
  const setRow = (index: number, code: string) =>
    field.onChange(rows.map((value, at) => (at === index ? code : value)));

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="companions-hint">
      <legend className="text-sm font-semibold text-slate-900">
        {t('selfCheckIn.registration.companions')}
      </legend>
      <p id="companions-hint" className="text-sm text-slate-600" data-testid="companion-count">
        {t('selfCheckIn.registration.companionCount', { count: rows.length })}
      </p>
      {rows.length > 0 && (
        <ol className="flex flex-col gap-3">
          {rows.map((code, index) => {
            const position = index + 1;
            return (
              <li key={index} className="flex items-end gap-2" data-testid="companion-row">
                <div className="min-w-0 flex-1">
                  <CountrySelect
                    id={`companion-${index}`}
                    label={t('selfCheckIn.registration.companionNationality', { position })}
                    value={code}
                    onChange={(next) => setRow(index, next)}
                    error={fieldErrorText(t, errors.companionNationalities?.[index])}
                  />
                </div>
                <Button
                  variant="ghost"
                  size="md"
                  aria-label={t('selfCheckIn.registration.removeCompanion', { position })}
                  onPress={() => field.onChange(rows.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button
          variant="secondary"
          onPress={() => field.onChange([...rows, ''])}
          isDisabled={rows.length >= MAX_COMPANIONS}
          data-testid="companion-add"
        >
          <UserPlus aria-hidden className="size-4" />
          {t('selfCheckIn.registration.addCompanion')}
        </Button>
      </div>
    </fieldset>
  );
}
