import { CheckCircle2, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import { buttonClasses } from '@/components/ui/button-classes';
import { RouteLink } from '@/lib/page-router/route-link';
import { CopyValueButton } from './copy-value-button';
import { openAccessPayments } from './wizard-steps';

/** Step 4: checked in. The door code big and copyable, and the link back into the app. */
export function DoneStep({
  booking,
  bookingPath,
}: {
  booking: GuestBooking;
  /** `/guest_app/{hotel}/{booking}`: the booking page, and the link the guest keeps. */
  bookingPath: string;
}) {
  const { t } = useTranslation();
  const link = `${window.location.origin}${bookingPath}`;
  const isPaymentOpen = openAccessPayments(booking).length > 0;

  return (
    <section aria-labelledby="done-title" className="flex flex-col gap-6" data-testid="done-step">
      <div className="flex flex-col items-center gap-2 text-center">
        <CheckCircle2 aria-hidden className="size-12 text-emerald-600" />
        <h2 id="done-title" className="text-xl font-semibold text-slate-900">
          {t('selfCheckIn.done.title')}
        </h2>
        <p className="text-sm text-slate-600">
          {t('selfCheckIn.done.checkInFrom', { time: booking.checkInTime })}
        </p>
      </div>
      {booking.accessCode ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-5">
          <span className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <KeyRound aria-hidden className="size-4" />
            <span id="access-code-label">{t('selfCheckIn.done.accessCode')}</span>
          </span>
          <output
            aria-labelledby="access-code-label"
            className="font-mono text-4xl font-bold tracking-[0.2em] break-all text-slate-900 sm:text-5xl"
            data-testid="access-code"
          >
            {booking.accessCode}
          </output>
          <CopyValueButton
            value={booking.accessCode}
            label={t('selfCheckIn.done.copyCode')}
            testId="copy-code"
          />
        </div>
      ) : (
        <p
          className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900"
          data-testid="access-code-pending"
        >
          {t(isPaymentOpen ? 'selfCheckIn.done.codeAfterPayment' : 'selfCheckIn.done.codeLater')}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <span id="guest-link-label" className="text-sm font-medium text-slate-700">
          {t('selfCheckIn.done.link')}
        </span>
        <code
          className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm break-all text-slate-800"
          data-testid="guest-link"
        >
          {link}
        </code>
        <div className="flex flex-col gap-2 sm:flex-row">
          <CopyValueButton value={link} label={t('selfCheckIn.done.copyLink')} />
          <RouteLink to={bookingPath} className={buttonClasses({ variant: 'ghost' })}>
            {t('selfCheckIn.done.toBooking')}
          </RouteLink>
        </div>
      </div>
    </section>
  );
}
