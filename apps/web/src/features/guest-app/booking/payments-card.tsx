import { useMutation } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GuestBooking, GuestBookingPayment } from '@hotel/shared/contracts/guest-app';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { getPaymentCheckout } from '@/features/guest-app/api/get-payment-checkout';
import { apiErrorText } from '@/features/guest-app/components/api-error-text';
import { formatGuestInstant, formatGuestMoney } from '@/features/guest-app/components/format';
import { guestButtonClasses } from '@/features/guest-app/components/guest-button-classes';
import { GuestCard } from '@/features/guest-app/components/guest-card';

const STATUS_TONES: Record<GuestBookingPayment['status'], string> = {
  new: 'bg-amber-100 text-amber-900',
  pending: 'bg-sky-100 text-sky-900',
  paid: 'bg-emerald-100 text-emerald-900',
  expired: 'bg-slate-200 text-slate-800',
  canceled: 'bg-red-100 text-red-900',
};

function PaymentRow({
  payment,
  canPay,
  isPaying,
  onPay,
}: {
  payment: GuestBookingPayment;
  canPay: boolean;
  isPaying: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="guest-payment">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">
            {formatGuestMoney(payment.amount, payment.currency)}
          </span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[payment.status]}`}
          >
            {t(`guestApp.payments.status.${payment.status}`)}
          </span>
        </span>
        <span className="text-xs text-slate-600">
          {t('guestApp.payments.number', { number: payment.number })}
          {' · '}
          {t(`guestApp.payments.method.${payment.method}`)}
          {payment.paidAt &&
            ` · ${t('guestApp.payments.paidAt', { date: formatGuestInstant(payment.paidAt) })}`}
        </span>
      </div>
      {payment.canPayOnline && (
        <button
          type="button"
          onClick={onPay}
          disabled={!canPay || isPaying}
          aria-busy={isPaying || undefined}
          className={guestButtonClasses('accent', { size: 'sm' })}
        >
          {isPaying ? (
            <Spinner size="sm" className="text-current" />
          ) : (
            <CreditCard aria-hidden className="size-4" />
          )}
          {t('guestApp.payments.payNow')}
        </button>
      )}
    </li>
  );
}

/** The payments card's anchor, for "pay first" elsewhere on the page. */
export const PAYMENTS_CARD_ID = 'guest-payments';

/** The booking's payments, the ones payable in the app with "Pay now", and what is still open. */
export function PaymentsCard({
  config,
  booking,
  isReadOnly,
}: {
  config: GuestAppConfig;
  booking: GuestBooking;
  /** The stored copy shown offline: nothing can be paid from it. */
  isReadOnly: boolean;
}) {
  const { t } = useTranslation();
  const pay = useMutation({
    mutationFn: (paymentId: string) => getPaymentCheckout(config, paymentId),
    // The provider's checkout is another site; it returns the guest to the booking afterwards.
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
  });
  const money = (minor: number) => formatGuestMoney(minor, booking.currency);
  return (
    <GuestCard id={PAYMENTS_CARD_ID} title={t('guestApp.payments.title')}>
      {booking.payments.length === 0 ? (
        <p className="text-sm text-slate-600">{t('guestApp.payments.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {booking.payments.map((payment) => (
            <PaymentRow
              key={payment._id}
              payment={payment}
              canPay={!isReadOnly && !pay.isSuccess}
              isPaying={pay.isPending && pay.variables === payment._id}
              onPay={() => pay.mutate(payment._id)}
            />
          ))}
        </ul>
      )}
      {pay.error && (
        <Alert tone="error" title={t('guestApp.payments.payFailed')} className="mt-3">
          {apiErrorText(pay.error)}
        </Alert>
      )}
      <dl className="mt-4 flex flex-col gap-1 border-t border-slate-200 pt-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t('guestApp.payments.price')}</dt>
          <dd className="text-slate-900">{money(booking.price)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t('guestApp.payments.paid')}</dt>
          <dd className="text-slate-900">{money(booking.paidAmount)}</dd>
        </div>
        <div className="flex justify-between gap-3 text-base font-semibold">
          <dt className="text-slate-900">{t('guestApp.payments.open')}</dt>
          <dd className="text-slate-900" data-testid="guest-open-amount">
            {money(booking.openAmount)}
          </dd>
        </div>
      </dl>
    </GuestCard>
  );
}
