import { Banknote, CreditCard, Hotel } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_STEPS, type StepProps } from '@/features/public-page/flow/booking-flow';
import {
  publicAlternativesSchema,
  type PublicAlternatives,
  type PublicBookingRequest,
  type PublicPaymentMethod,
} from '@hotel/shared/contracts/public-booking';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { RadioCardGroup } from '@/components/ui/radio-card-group';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-error';
import { currentLanguage } from '@/lib/i18n';
import { postPublicBooking } from '@/features/public-page/api/public-booking-calls';
import { BookingSummary, useBookingSummary } from '@/features/public-page/flow/booking-summary';
import { handOverStayErrors } from '@/features/public-page/flow/flow-errors';
import { firstStepOfIssues, handOverIssues } from '@/features/public-page/flow/flow-issues';
import {
  guestDetailsSchema,
  internationalMobile,
} from '@/features/public-page/flow/guest-details-schema';
import {
  forgetBookingAttempt,
  forgetIdempotencyKey,
  idempotencyKeyFor,
  readGuestDetails,
} from '@/features/public-page/flow/guest-details-store';
import { formatPrice } from '@/features/public-page/flow/format';
import { captchaToken, loadRecaptcha } from '@/features/public-page/flow/recaptcha';
import { useSharedMessages } from '@/features/public-page/flow/shared-messages-ready';
import { SoldOutAlternatives } from '@/features/public-page/flow/sold-out-alternatives';
import { StepActions } from '@/features/public-page/flow/step-actions';

const METHOD_ICONS: Record<PublicPaymentMethod, typeof Hotel> = {
  on_arrival: Hotel,
  bank_transfer: Banknote,
  online: CreditCard,
};

type Failure =
  | { kind: 'message'; message: string }
  | { kind: 'soldOut'; message: string; alternatives: PublicAlternatives };

function alternativesOf(error: ApiError): PublicAlternatives {
  const data = error.response?.data as { alternatives?: unknown } | undefined;
  const parsed = publicAlternativesSchema.safeParse(data?.alternatives);
  return parsed.success ? parsed.data : { roomTypes: [], dates: [] };
}

/** Step 5: how to pay, the whole booking once more, and the binding "Book now". */
export function PaymentStep({ hotel, flow }: StepProps) {
  useSharedMessages();
  const { t } = useTranslation();
  const { state } = flow;
  const hotelKey = hotel.symbol_code;
  const methods = hotel.public_page.payment_methods;
  const method = methods.find((item) => item === state.payment) ?? methods[0] ?? 'on_arrival';
  const summary = useBookingSummary(hotel, state);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const siteKey = hotel.captcha.siteKey;

  // The captcha's script loads with this step only, ahead of the click.
  useEffect(() => {
    if (siteKey) loadRecaptcha(siteKey).catch(() => undefined);
  }, [siteKey]);

  async function book() {
    const details = guestDetailsSchema.safeParse(readGuestDetails(hotelKey));
    if (!details.success) {
      // The details are gone (another tab, storage off) or incomplete: ask for them again.
      flow.go('details');
      return;
    }
    setIsSubmitting(true);
    setFailure(null);
    const guest = details.data;
    const body: PublicBookingRequest = {
      hotel: hotelKey,
      arrival: state.arrival,
      departure: state.departure,
      adults: state.adults,
      kids: state.kids,
      roomType: state.roomType,
      services: state.services,
      guest: {
        firstName: guest.firstName,
        lastName: guest.lastName,
        email: guest.email,
        mobile: internationalMobile(guest.mobile, guest.country),
        country: guest.country,
      },
      note: guest.note,
      consent: true,
      paymentMethod: method,
      language: currentLanguage(),
      captchaToken: await captchaToken(siteKey),
    };
    try {
      const booking = await postPublicBooking(body, idempotencyKeyFor(hotelKey));
      forgetBookingAttempt(hotelKey);
      flow.go('done', { booking: booking._id, receipt: booking.receipt, payment: method });
      if (booking.payment.method === 'online' && booking.payment.checkoutUrl) {
        window.location.assign(booking.payment.checkoutUrl);
      }
    } catch (error) {
      setIsSubmitting(false);
      const failed = error instanceof ApiError ? error : new ApiError(undefined, { cause: error });
      handleFailure(failed);
    }
  }

  function handleFailure(error: ApiError) {
    // The server decided: the next attempt is a new request with a new key. Without an answer
    // (offline, timeout, a server error) the outcome is unknown, so a retry keeps the key.
    const isAnswered =
      error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 429;
    if (isAnswered) forgetIdempotencyKey(hotelKey);
    if (error.code === 'ROOM_TYPE_SOLD_OUT') {
      setFailure({ kind: 'soldOut', message: error.message, alternatives: alternativesOf(error) });
      return;
    }
    const issues = error.issues ?? [];
    if (issues.length > 0) {
      const step = firstStepOfIssues(issues, FLOW_STEPS);
      if (step !== 'payment') {
        // The dates step takes the stay's messages as the rooms step hands them over.
        if (step === 'dates') handOverStayErrors(issues);
        else handOverIssues(hotelKey, issues);
        flow.go(step);
        return;
      }
      setFailure({ kind: 'message', message: issues.map((issue) => issue.message).join(' ') });
      return;
    }
    setFailure({ kind: 'message', message: error.message });
  }

  if (summary.isPending) return <PageSpinner />;

  const options = methods.map((id) => {
    const Icon = METHOD_ICONS[id];
    return {
      id,
      label: t(`publicBooking.payment.methods.${id}.label`),
      description: t(`publicBooking.payment.methods.${id}.description`),
      icon: <Icon aria-hidden className="size-5" />,
    };
  });
  const total = summary.price ? formatPrice(summary.price.total, hotel.setting.currency) : null;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardBody className="flex flex-col gap-4 py-6">
          <h2 className="text-lg font-semibold text-slate-900">
            {t('publicBooking.payment.title')}
          </h2>
          <RadioCardGroup
            name="paymentMethod"
            label={t('publicBooking.payment.methodLabel')}
            options={options}
            value={method}
            onChange={(value) => flow.update({ payment: value as PublicPaymentMethod })}
            isRequired
          />
        </CardBody>
      </Card>
      <Card aria-labelledby="public-summary-title">
        <CardBody className="flex flex-col gap-3 py-6">
          <h2 id="public-summary-title" className="text-lg font-semibold text-slate-900">
            {t('publicBooking.payment.summary.title')}
          </h2>
          {summary.error ? (
            <Alert tone="error">{errorMessage(summary.error)}</Alert>
          ) : summary.roomType ? (
            <BookingSummary hotel={hotel} state={state} summary={summary} />
          ) : (
            <Alert
              tone="warning"
              actions={
                <Button variant="secondary" onPress={() => flow.go('rooms')}>
                  {t('publicBooking.payment.chooseRoom')}
                </Button>
              }
            >
              {t('publicBooking.payment.noRoomType')}
            </Alert>
          )}
        </CardBody>
      </Card>
      {failure?.kind === 'soldOut' && (
        <SoldOutAlternatives
          message={failure.message}
          alternatives={failure.alternatives}
          currency={hotel.setting.currency}
          flow={flow}
        />
      )}
      {failure?.kind === 'message' && <Alert tone="error">{failure.message}</Alert>}
      <p className="text-sm text-slate-600">{t('publicBooking.payment.binding')}</p>
      <StepActions onBack={() => flow.go('details')}>
        <Button
          size="lg"
          isLoading={isSubmitting}
          isDisabled={!summary.roomType}
          onPress={() => void book()}
        >
          {total
            ? t('publicBooking.payment.bookNowWithPrice', { price: total })
            : t('publicBooking.payment.bookNow')}
        </Button>
      </StepActions>
    </div>
  );
}
