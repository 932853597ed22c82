import { useTranslation } from 'react-i18next';
import {
  DELIVERY_REASONS,
  DELIVERY_STATUSES,
  NOTIFICATION_GATEWAYS,
  NOTIFICATION_MESSAGES,
  type DeliveryReason,
  type DeliveryStatus,
  type NotificationGateway,
  type NotificationMessage,
} from '@hotel/shared/guest-notifications';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Select, type SelectOption } from '@/components/ui/select';
import { useHotels } from '@/lib/session/hotels-query';
import {
  hasDeliveryFilters,
  isRangeReversed,
  NO_FILTERS,
  type DeliveryListParams,
} from './list-params';

/** "All" is a choice of its own, so a filter can be taken back without clearing the others. */
const ALL = 'all';

/** Hotel, status, reason, gateway, message and the due-between days, all in the URL. */
export function DeliveryFilters({
  params,
  onChange,
}: {
  params: DeliveryListParams;
  onChange: (next: Partial<DeliveryListParams>) => void;
}) {
  const { t } = useTranslation();
  const hotelsQuery = useHotels();
  const all: SelectOption = { id: ALL, label: t('adminDeliveries.filters.all') };
  const options = (values: readonly string[], prefix: string) => [
    all,
    ...values.map((value) => ({ id: value, label: t(`${prefix}.${value}`) })),
  ];
  const chosen = <T extends string>(value: string) => (value === ALL ? null : (value as T));
  const hotelOptions = [
    all,
    ...(hotelsQuery.data ?? [])
      .map((hotel) => ({ id: hotel._id, label: hotel.name }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];

  return (
    <div className="flex flex-col gap-3 border-b border-slate-100 px-4 py-3 sm:px-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label={t('adminDeliveries.filters.hotel')}
          options={hotelOptions}
          value={params.hotelId || ALL}
          onChange={(value) => onChange({ hotelId: value === ALL ? '' : value })}
          data-testid="delivery-filter-hotel"
        />
        <Select
          label={t('adminDeliveries.filters.status')}
          options={options(DELIVERY_STATUSES, 'deliveryStatus')}
          value={params.status ?? ALL}
          onChange={(value) => onChange({ status: chosen<DeliveryStatus>(value) })}
          data-testid="delivery-filter-status"
        />
        <Select
          label={t('adminDeliveries.filters.reason')}
          options={options(DELIVERY_REASONS, 'deliveryReason')}
          value={params.reason ?? ALL}
          onChange={(value) => onChange({ reason: chosen<DeliveryReason>(value) })}
          data-testid="delivery-filter-reason"
        />
        <Select
          label={t('adminDeliveries.filters.gateway')}
          options={options(NOTIFICATION_GATEWAYS, 'notificationGateway')}
          value={params.gateway ?? ALL}
          onChange={(value) => onChange({ gateway: chosen<NotificationGateway>(value) })}
          data-testid="delivery-filter-gateway"
        />
        <Select
          label={t('adminDeliveries.filters.message')}
          options={options(NOTIFICATION_MESSAGES, 'notificationMessage')}
          value={params.message ?? ALL}
          onChange={(value) => onChange({ message: chosen<NotificationMessage>(value) })}
          data-testid="delivery-filter-message"
        />
        <div data-testid="delivery-filter-from">
          <DateField
            label={t('adminDeliveries.filters.from')}
            value={params.from}
            onChange={(from) => onChange({ from })}
          />
        </div>
        <div data-testid="delivery-filter-to">
          <DateField
            label={t('adminDeliveries.filters.to')}
            value={params.to}
            onChange={(to) => onChange({ to })}
            errorMessage={isRangeReversed(params) ? t('validation.endDateBeforeStart') : undefined}
          />
        </div>
      </div>
      {hasDeliveryFilters(params) && (
        <div>
          <Button
            size="sm"
            variant="ghost"
            onPress={() => onChange(NO_FILTERS)}
            data-testid="delivery-filters-clear"
          >
            {t('adminDeliveries.filters.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}
