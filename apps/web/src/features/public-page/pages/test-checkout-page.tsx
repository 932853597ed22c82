import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoneyIn } from '@hotel/shared/money';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, CardBody } from '@/components/ui/card';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { intlLocale } from '@/lib/i18n';
import { navigateTo } from '@/lib/navigation';
import { useRouteParams } from '@/lib/page-router/page-router-view';
import { useTestCheckout, useTestCheckoutOutcome } from '@/features/public-page/api/test-checkout';

/** The booking's confirmation step is this entry's own page; anything else is a page load. */
async function goBackTo(returnUrl: string) {
  const url = new URL(returnUrl, window.location.href);
  if (url.origin === window.location.origin) await navigateTo(url.href, { replace: true });
  else window.location.assign(url.href);
}

/**
 * Where an online payment goes when the server has no Stripe key: it shows what would be paid
 * and records "paid" or "canceled" through the same path as Stripe's webhook. No money moves,
 * and the page says so before anything else.
 */
export function TestCheckoutPage() {
  const { t } = useTranslation();
  const { session = '' } = useRouteParams();
  const { data } = useTestCheckout(session);
  const outcome = useTestCheckoutOutcome(session);
  if (!data) return <PageSpinner />;

  const amount = formatMoneyIn(data.amount, data.currency, intlLocale());
  const open = data.status === 'pending' || data.status === 'new';
  const choose = (choice: 'pay' | 'cancel') =>
    outcome.mutate(choice, { onSuccess: (answer) => void goBackTo(answer.returnUrl) });
  const busy = outcome.isPending || outcome.isSuccess;

  return (
    <Card>
      <CardBody className="flex flex-col gap-5 py-6">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold text-slate-900">
            {t('publicBooking.checkout.title')}
          </h2>
          <p className="text-sm text-slate-600" data-testid="checkout-booking">
            {t('publicBooking.checkout.booking', {
              hotel: data.hotelName,
              number: data.bookingNumber,
            })}
          </p>
        </div>
        <p className="text-3xl font-semibold text-slate-900" data-testid="checkout-amount">
          {amount}
        </p>
        <div className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p data-testid="checkout-test-note">{t('publicBooking.checkout.testNote')}</p>
        </div>
        {outcome.isError && <Alert tone="error">{outcome.error.message}</Alert>}
        {open ? (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              className={buttonClasses({ variant: 'secondary', size: 'lg' })}
              disabled={busy}
              onClick={() => choose('cancel')}
            >
              {t('publicBooking.checkout.cancel')}
            </button>
            <button
              type="button"
              className={buttonClasses({ variant: 'primary', size: 'lg' })}
              disabled={busy}
              aria-busy={outcome.isPending || undefined}
              onClick={() => choose('pay')}
            >
              {outcome.isPending && outcome.variables === 'pay' && (
                <Spinner size="sm" className="text-current" />
              )}
              {t('publicBooking.checkout.pay', { amount })}
            </button>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-700" data-testid="checkout-closed">
              {t(`publicBooking.checkout.closed.${data.status}`)}
            </p>
            <a
              href={data.returnUrl}
              className={buttonClasses({
                variant: 'secondary',
                size: 'lg',
                className: 'self-start',
              })}
            >
              {t('publicBooking.checkout.back')}
            </a>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
