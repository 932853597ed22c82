import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from 'react-aria-components';
import { ButtonLink } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { formatMoney, useHotelCurrency } from '@/lib/money';
import { useServices } from '@/lib/hotel-setup-data/get-services';
import { ListError, ListSkeleton } from '@/components/ui/list-states';
import type { RoomTypeFormValues } from './room-type-form';
import { useUnitContext } from './use-unit-context';

/** Tab "Services": which of the hotel's services are offered with this room type. */
export function RoomTypeServicesField({ control }: { control: Control<RoomTypeFormValues> }) {
  const { t } = useTranslation();
  const unit = useUnitContext();
  const currency = useHotelCurrency();
  const servicesQuery = useServices();
  const { field } = useController({ control, name: 'serviceIds' });

  if (servicesQuery.isPending) return <ListSkeleton />;
  if (servicesQuery.isError) {
    return <ListError error={servicesQuery.error} onRetry={() => void servicesQuery.refetch()} />;
  }
  const services = servicesQuery.data;
  if (services.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-600">{t('hotelSetup.roomTypes.noServices')}</p>
        <ButtonLink href="/settings/services" variant="secondary" size="sm">
          {t('hotelSetup.roomTypes.toServices')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <CheckboxGroup
      value={field.value}
      onChange={field.onChange}
      aria-label={t('hotelSetup.roomTypes.servicesTab')}
      className="flex flex-col gap-3"
    >
      <p className="text-sm text-slate-600">{t('hotelSetup.roomTypes.servicesIntro', unit)}</p>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {services.map((service) => (
          <li key={service._id} className="px-3 py-2.5">
            <Checkbox value={service._id} className="w-full">
              <span className="flex flex-1 flex-wrap justify-between gap-x-3">
                <span className="font-medium text-slate-900">
                  {service.name}
                  {!service.active && (
                    <span className="ml-2 text-xs font-normal text-slate-500">
                      {t('hotelSetup.services.inactive')}
                    </span>
                  )}
                </span>
                <span className="text-slate-600 tabular-nums">
                  {formatMoney(service.price, currency)}{' '}
                  {t(`hotelSetup.services.charges.${service.charge}`)}
                </span>
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
      <ButtonLink href="/settings/services" variant="link" size="sm" className="self-start">
        {t('hotelSetup.roomTypes.toServices')}
      </ButtonLink>
    </CheckboxGroup>
  );
}
