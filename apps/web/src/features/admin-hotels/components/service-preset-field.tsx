import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from 'react-aria-components';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ListSkeleton } from '@/components/ui/list-states';
import { errorMessage } from '@/lib/api-error';
import { formatMoney } from '@/lib/money';
import { useServicePresets } from '../api/get-service-presets';
import type { OwnerPresetValues } from './owner-preset-form';

/** The service presets to take over; when they fail to load, the rest of the form still works. */
export function ServicePresetField({
  control,
  currency,
}: {
  control: Control<OwnerPresetValues>;
  currency: string;
}) {
  const { t } = useTranslation();
  const presetsQuery = useServicePresets();
  const { field } = useController({ control, name: 'servicePresetIds' });

  if (presetsQuery.isPending) return <ListSkeleton />;
  if (presetsQuery.isError) {
    return (
      <Alert
        tone="warning"
        title={t('adminHotels.create.servicesFailed')}
        data-testid="admin-hotel-service-presets-error"
        actions={
          <Button size="sm" variant="secondary" onPress={() => void presetsQuery.refetch()}>
            {t('app.common.retry')}
          </Button>
        }
      >
        {errorMessage(presetsQuery.error)}
      </Alert>
    );
  }
  const presets = presetsQuery.data.items;
  if (presets.length === 0) {
    return <p className="text-sm text-slate-600">{t('adminHotels.create.servicesEmpty')}</p>;
  }
  return (
    <CheckboxGroup
      value={field.value}
      onChange={field.onChange}
      aria-label={t('adminHotels.create.servicesSection')}
      className="flex flex-col gap-3"
    >
      <p className="text-sm text-slate-600">{t('adminHotels.create.servicesIntro')}</p>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {presets.map((preset) => (
          <li key={preset._id} className="px-3 py-2.5">
            <Checkbox
              value={preset._id}
              className="w-full"
              data-testid={`admin-hotel-service-preset-${preset._id}`}
            >
              <span className="flex flex-1 flex-wrap justify-between gap-x-3">
                <span className="font-medium text-slate-900">{preset.name}</span>
                <span className="text-slate-600 tabular-nums">
                  {formatMoney(preset.price, currency)}{' '}
                  {t(`adminHotels.create.charges.${preset.charge}`)}
                </span>
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
    </CheckboxGroup>
  );
}
