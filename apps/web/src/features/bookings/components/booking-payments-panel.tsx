import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Booking } from '@hotel/shared/contracts/bookings';
import type { BookingPayment } from '@hotel/shared/contracts/payments';
import { isFinalPaymentStatus } from '@hotel/shared/payment-status';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/checkbox';
import { PaymentStatusBadge } from '@/components/ui/payment-status-badge';
import { PaymentStatusMenu } from '@/components/payments/payment-status-menu';
import { errorMessage } from '@/lib/api-error';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import { formatMoney, useHotelCurrency } from '@/lib/money';
import { useUpdatePaymentMutation } from '@/lib/payment-data/update-payment';
import { useCurrentHotel } from '@/lib/session/hotel-query';
import { RecordPaymentDialog } from './record-payment-dialog';

/** Total, paid and open (or the guest's credit when they paid more than the price). */
function BalanceSummary({ booking, currency }: { booking: Booking; currency: string }) {
  const { t } = useTranslation();
  const isCredit = booking.openAmount < 0;
  return (
    <dl className="grid grid-cols-3 gap-2 text-sm" data-testid="payment-balance">
      <div>
        <dt className="text-slate-500">{t('bookings.payments.total')}</dt>
        <dd className="font-medium tabular-nums">{formatMoney(booking.price, currency)}</dd>
      </div>
      <div>
        <dt className="text-slate-500">{t('bookings.payments.paid')}</dt>
        <dd className="font-medium tabular-nums" data-testid="payment-paid">
          {formatMoney(booking.paidAmount, currency)}
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">
          {t(isCredit ? 'bookings.payments.credit' : 'bookings.payments.open')}
        </dt>
        <dd
          data-testid="payment-open"
          className={
            booking.openAmount > 0
              ? 'font-semibold text-amber-700 tabular-nums'
              : 'font-semibold text-emerald-700 tabular-nums'
          }
        >
          {formatMoney(Math.abs(booking.openAmount), currency)}
        </dd>
      </div>
    </dl>
  );
}

function RoomAccessSwitch({ payment }: { payment: BookingPayment }) {
  const { t } = useTranslation();
  const mutation = useUpdatePaymentMutation();
  return (
    <Switch
      isSelected={payment.grantsRoomAccess}
      isDisabled={mutation.isPending}
      onChange={(grantsRoomAccess) =>
        mutation.mutate(
          { id: payment._id, body: { grantsRoomAccess } },
          { onError: (error) => toast.error(errorMessage(error)) },
        )
      }
      className="text-slate-700"
    >
      {t('bookings.payments.grantsRoomAccess')}
    </Switch>
  );
}

function PaymentItem({ payment, canEdit }: { payment: BookingPayment; canEdit: boolean }) {
  const { t } = useTranslation();
  const dates = useHotelDates();
  return (
    <li className="flex flex-col gap-1.5 py-3 text-sm" data-testid="booking-payment">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900">
          #{payment.number} · {t(`paymentMethod.${payment.method}`)}
        </span>
        <span className="font-semibold tabular-nums">
          {formatMoney(payment.amount, payment.currency)}
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="inline-flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <PaymentStatusBadge status={payment.status} />
          {payment.paidAt
            ? t('bookings.payments.paidAt', { date: dates.dateTime(payment.paidAt) })
            : t('bookings.payments.recordedAt', { date: dates.dateTime(payment.createdAt) })}
        </span>
        {canEdit && <PaymentStatusMenu payment={payment} />}
      </div>
      {/* Paid and canceled payments are final: the server refuses any change to them. */}
      {canEdit && !isFinalPaymentStatus(payment.status) ? (
        <RoomAccessSwitch payment={payment} />
      ) : (
        payment.grantsRoomAccess && (
          <span className="inline-flex items-center gap-1 text-xs text-slate-600">
            <KeyRound aria-hidden className="size-3.5" />
            {t('bookings.payments.grantsRoomAccess')}
          </span>
        )
      )}
      {payment.notice && <p className="text-slate-600">{payment.notice}</p>}
    </li>
  );
}

/** The booking's money: balance, the payments in the order they were recorded, record one more. */
export function BookingPaymentsPanel({ booking, canEdit }: { booking: Booking; canEdit: boolean }) {
  const { t } = useTranslation();
  const currency = useHotelCurrency();
  const methods = useCurrentHotel().data?.payments.methods ?? [];
  const [isRecording, setIsRecording] = useState(false);

  return (
    <div className="flex flex-col gap-3">
      <BalanceSummary booking={booking} currency={currency} />
      {booking.payments.length === 0 ? (
        <p className="text-sm text-slate-500">{t('bookings.payments.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 border-t border-slate-100">
          {booking.payments.map((payment) => (
            <PaymentItem key={payment._id} payment={payment} canEdit={canEdit} />
          ))}
        </ul>
      )}
      {canEdit && (
        <>
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            isDisabled={methods.length === 0}
            onPress={() => setIsRecording(true)}
            data-testid="record-payment"
          >
            <Plus aria-hidden className="size-4" />
            {t('bookings.payments.record')}
          </Button>
          <RecordPaymentDialog
            bookingId={booking._id}
            openAmount={booking.openAmount}
            currency={currency}
            methods={methods}
            isOpen={isRecording}
            onClose={() => setIsRecording(false)}
          />
        </>
      )}
    </div>
  );
}
