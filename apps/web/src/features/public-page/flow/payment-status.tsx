import { useTranslation } from 'react-i18next';
import type { PublicBooking } from '@hotel/shared/contracts/public-booking';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { BankTransferDetails } from '@/features/public-page/flow/bank-transfer-details';

/** How the booking is paid, and what the visitor still has to do for it. */
export function PaymentStatus({
  booking,
  checkout,
  isWaiting,
}: {
  booking: PublicBooking;
  /** `success` or `cancel` from the payment provider's redirect; empty otherwise. */
  checkout: string;
  /** Still asking the server whether the provider confirmed the payment. */
  isWaiting: boolean;
}) {
  const { t } = useTranslation();
  const { payment } = booking;

  if (payment.method === 'on_arrival') {
    return <p className="text-sm text-slate-700">{t('publicBooking.done.onArrival')}</p>;
  }
  if (payment.method === 'bank_transfer') {
    return payment.bankTransfer ? (
      <BankTransferDetails transfer={payment.bankTransfer} currency={booking.currency} />
    ) : (
      <p className="text-sm text-slate-700">{t('publicBooking.done.bankFromHotel')}</p>
    );
  }
  if (payment.status === 'paid') {
    return <Alert tone="success">{t('publicBooking.done.online.paid')}</Alert>;
  }
  const payLink = payment.checkoutUrl && (
    <a href={payment.checkoutUrl} className={buttonClasses({ size: 'md' })}>
      {t('publicBooking.done.online.payNow')}
    </a>
  );
  if (checkout === 'cancel' || payment.status === 'canceled' || payment.status === 'expired') {
    return (
      <Alert tone="warning" actions={payLink}>
        {t('publicBooking.done.online.canceled')}
      </Alert>
    );
  }
  if (checkout === 'success') {
    return isWaiting ? (
      <div role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner size="sm" />
        {t('publicBooking.done.online.waiting')}
      </div>
    ) : (
      <Alert tone="info">{t('publicBooking.done.online.stillWaiting')}</Alert>
    );
  }
  return (
    <Alert tone="info" actions={payLink}>
      {t('publicBooking.done.online.open')}
    </Alert>
  );
}
