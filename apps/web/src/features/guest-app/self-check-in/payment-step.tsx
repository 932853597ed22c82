import { useMutation } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GuestBooking, GuestBookingPayment } from '@hotel/shared/contracts/guest-app';
import { formatMoneyIn } from '@hotel/shared/money';
import { Button } from '@/components/ui/button';
import { intlLocale } from '@/lib/i18n';
import { ACCENT_BUTTON } from './accent';
import { openCheckout } from './open-checkout';
import { getPaymentCheckout, type GuestAppHotelRef } from './self-check-in-calls';
import { StepError, WizardActions } from './wizard-actions';
import { openAccessPayments } from './wizard-steps';

function PaymentRow({
  payment,
  onPay,
  isPaying,
}: {
  payment: GuestBookingPayment;
  onPay: () => void;
  isPaying: boolean;
}) {
  const { t } = useTranslation();
  const amount = formatMoneyIn(payment.amount, payment.currency, intlLocale());
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="open-payment"
    >
      <div className="flex flex-col">
        <span className="text-base font-semibold text-slate-900">{amount}</span>
        <span className="text-sm text-slate-600">
          {t('selfCheckIn.payment.number', { number: payment.number })}
        </span>
      </div>
      {payment.canPayOnline ? (
        <Button
          size="lg"
          className={ACCENT_BUTTON}
          onPress={onPay}
          isLoading={isPaying}
          aria-label={t('selfCheckIn.payment.payNowLabel', { amount })}
          data-testid="pay-now"
        >
          <CreditCard aria-hidden className="size-4" />
          {t('selfCheckIn.payment.payNow')}
        </Button>
      ) : (
        <span className="text-sm text-slate-700">{t('selfCheckIn.payment.payAtHotel')}</span>
      )}
    </li>
  );
}

/**
 * Step 3, only while a payment that grants room access is open: pay it online (the checkout
 * returns to the booking page, where the guest reopens self check-in). The check-in can be
 * finished before; the code then shows once the payment has arrived.
 */
export function PaymentStep({
  hotel,
  booking,
  onFinish,
  isFinishing,
  finishError,
  onBack,
}: {
  hotel: GuestAppHotelRef;
  booking: GuestBooking;
  onFinish: () => void;
  isFinishing: boolean;
  finishError: unknown;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const checkout = useMutation({
    mutationFn: (paymentId: string) => getPaymentCheckout(hotel, paymentId),
    onSuccess: ({ checkoutUrl }) => openCheckout(checkoutUrl),
  });
  const payments = openAccessPayments(booking);

  return (
    <section
      aria-labelledby="payment-title"
      className="flex flex-col gap-4"
      data-testid="payment-step"
    >
      <h2 id="payment-title" className="text-lg font-semibold text-slate-900">
        {t('selfCheckIn.payment.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('selfCheckIn.payment.intro')}</p>
      <StepError error={checkout.error ?? finishError} />
      <ul className="flex flex-col gap-3">
        {payments.map((payment) => (
          <PaymentRow
            key={payment._id}
            payment={payment}
            onPay={() => checkout.mutate(payment._id)}
            isPaying={checkout.isPending && checkout.variables === payment._id}
          />
        ))}
      </ul>
      <p className="text-sm text-slate-600">{t('selfCheckIn.payment.later')}</p>
      <WizardActions onBack={onBack}>
        <Button
          variant="secondary"
          size="lg"
          onPress={onFinish}
          isLoading={isFinishing}
          data-testid="payment-finish"
        >
          {t('selfCheckIn.actions.finishWithoutPaying')}
        </Button>
      </WizardActions>
    </section>
  );
}
