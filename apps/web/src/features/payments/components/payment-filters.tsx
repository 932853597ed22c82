import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@hotel/shared/payment-status';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { FilterChips } from '@/components/ui/filter-chips';
import { TextField } from '@/components/ui/text-field';
import { hasPaymentFilters, isRangeReversed, type PaymentListParams } from './list-params';

/** Status and method chips, the recorded-between days and the booking number. */
export function PaymentFilters({
  params,
  onChange,
}: {
  params: PaymentListParams;
  onChange: (next: Partial<PaymentListParams>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 border-b border-slate-100 px-4 py-3 sm:px-6">
      <FilterChips
        label={t('payments.list.status')}
        values={PAYMENT_STATUSES}
        selected={params.statuses}
        labelOf={(status) => t(`paymentStatus.${status}`)}
        onChange={(statuses) => onChange({ statuses })}
        testIdPrefix="payment-status-chip"
      />
      <FilterChips
        label={t('payments.list.method')}
        values={PAYMENT_METHODS}
        selected={params.methods}
        labelOf={(method) => t(`paymentMethod.${method}`)}
        onChange={(methods) => onChange({ methods })}
        testIdPrefix="payment-method-chip"
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <DateField
          label={t('payments.list.from')}
          value={params.from}
          onChange={(from) => onChange({ from })}
        />
        <DateField
          label={t('payments.list.to')}
          value={params.to}
          onChange={(to) => onChange({ to })}
          errorMessage={isRangeReversed(params) ? t('validation.endDateBeforeStart') : undefined}
        />
        <TextField
          className="col-span-2 sm:col-span-1"
          label={t('payments.list.bookingNumber')}
          inputMode="numeric"
          value={params.booking}
          onChange={(booking) => onChange({ booking: booking.replace(/\D/g, '') })}
        />
      </div>
      {hasPaymentFilters(params) && (
        <div>
          <Button
            size="sm"
            variant="ghost"
            onPress={() => onChange({ statuses: [], methods: [], from: '', to: '', booking: '' })}
          >
            {t('payments.list.clearFilters')}
          </Button>
        </div>
      )}
    </div>
  );
}
