import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestAppGuest, GuestBooking } from '@hotel/shared/contracts/guest-app';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useRouteParams } from '@/lib/page-router/page-router-view';
import { RouteLink } from '@/lib/page-router/route-link';
import { queryClient } from '@/lib/query-client';
import { useGuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { guestAppKeys } from '@/features/guest-app/api/guest-app-keys';
import { useGuestAppHotel } from '@/features/guest-app/api/use-guest-app-hotel';
import { DoneStep } from './done-step';
import { PaymentStep } from './payment-step';
import { RegistrationStep } from './registration-step';
import { registrationDefaults, type RegistrationValues } from './registration-values';
import {
  completeSelfCheckIn,
  guestAppGuestQueryOptions,
  guestBookingQueryOptions,
  type GuestAppHotelRef,
} from './self-check-in-calls';
import { StayStep, stayDefaults, type StayValues } from './stay-step';
import { StepIndicator } from './step-indicator';
import { firstStep, nextStep, previousStep, type SelfCheckInStep } from './wizard-steps';

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6 rounded-2xl bg-white/95 p-5 shadow-lg sm:p-8">
      {children}
    </div>
  );
}

/** The four steps over one loaded booking and guest; what was typed is kept between steps. */
function Wizard({
  hotel,
  booking,
  guest,
  bookingPath,
}: {
  hotel: GuestAppHotelRef;
  booking: GuestBooking;
  guest: GuestAppGuest;
  bookingPath: string;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<SelfCheckInStep>(() => firstStep(booking));
  const [stay, setStay] = useState<StayValues>(() => stayDefaults(guest));
  const [registration, setRegistration] = useState<RegistrationValues | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  // A new step takes the focus to the top, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const complete = useMutation({
    mutationFn: async () => {
      await completeSelfCheckIn(hotel, booking._id);
      // The code shows only now: read the booking again before step 4.
      await queryClient.refetchQueries({
        queryKey: guestBookingQueryOptions(hotel, booking._id).queryKey,
      });
    },
    onSuccess: async () => {
      setStep('done');
      // The booking page and the list show the new state too.
      await queryClient.invalidateQueries({ queryKey: guestAppKeys.all, refetchType: 'none' });
    },
  });

  const goNext = (from: SelfCheckInStep) => {
    const next = nextStep(booking, from);
    if (next === 'done') complete.mutate();
    else setStep(next);
  };
  const goBack = (from: SelfCheckInStep) => setStep(previousStep(booking, from));
  const keepStay = useCallback((values: StayValues) => setStay(values), []);
  const keepRegistration = useCallback((values: RegistrationValues) => setRegistration(values), []);

  return (
    <Panel>
      <div className="flex flex-col gap-3">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold text-slate-900 outline-none"
        >
          {t('selfCheckIn.title', { number: booking.number })}
        </h2>
        <StepIndicator current={step} />
      </div>
      {step !== 'payment' && step !== 'done' && complete.error ? (
        <Alert tone="error" data-testid="complete-error">
          {errorMessage(complete.error)}
        </Alert>
      ) : null}
      {step === 'stay' && (
        <StayStep
          hotel={hotel}
          booking={booking}
          values={stay}
          onChange={keepStay}
          onSaved={(saved) => {
            setStay(saved);
            goNext('stay');
          }}
        />
      )}
      {step === 'registration' && (
        <RegistrationStep
          hotel={hotel}
          booking={booking}
          nationality={stay.nationality}
          values={registration ?? registrationDefaults(stay, guest, booking)}
          onChange={keepRegistration}
          onDone={() => goNext('registration')}
          onBack={() => goBack('registration')}
        />
      )}
      {step === 'payment' && (
        <PaymentStep
          hotel={hotel}
          booking={booking}
          onFinish={() => goNext('payment')}
          isFinishing={complete.isPending}
          finishError={complete.error}
          onBack={() => goBack('payment')}
        />
      )}
      {step === 'done' && <DoneStep booking={booking} bookingPath={bookingPath} />}
    </Panel>
  );
}

/**
 * /guest_app/:hotel?/:booking/self_check_in: the guest checks themselves in (issue 14): the stay
 * and their details, the registration form, payment, and the door code.
 */
export function SelfCheckInPage() {
  const { t } = useTranslation();
  const { booking: bookingId = '' } = useRouteParams();
  const hotelKey = useGuestAppHotel();
  const config = useGuestAppConfig(hotelKey).data;
  const hotel = config ?? { _id: '', symbol_code: hotelKey };
  const booking = useQuery({ ...guestBookingQueryOptions(hotel, bookingId), enabled: !!config });
  const guest = useQuery({ ...guestAppGuestQueryOptions(hotel), enabled: !!config });
  const bookingPath = `/guest_app/${encodeURIComponent(hotel.symbol_code)}/${encodeURIComponent(bookingId)}`;

  const backLink = (
    <RouteLink
      to={bookingPath}
      className={buttonClasses({
        variant: 'ghost',
        className: 'self-start text-white! hover:bg-white/15!',
      })}
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('selfCheckIn.backToBooking')}
    </RouteLink>
  );

  const failed = booking.error ?? guest.error;
  if (failed) {
    return (
      <div className="flex flex-col gap-3">
        {backLink}
        <Panel>
          <Alert tone="error" data-testid="load-error">
            {errorMessage(failed)}
          </Alert>
        </Panel>
      </div>
    );
  }
  if (!config || !booking.data || !guest.data) return <PageSpinner />;

  const { selfCheckIn } = booking.data;
  return (
    <div className="flex flex-col gap-3">
      {backLink}
      {!selfCheckIn.available && !selfCheckIn.completed ? (
        <Panel>
          <Alert tone="info" title={t('selfCheckIn.unavailableTitle')} data-testid="unavailable">
            {t('selfCheckIn.unavailableText')}
          </Alert>
        </Panel>
      ) : (
        <Wizard
          hotel={config}
          booking={booking.data}
          guest={guest.data}
          bookingPath={bookingPath}
        />
      )}
    </div>
  );
}
