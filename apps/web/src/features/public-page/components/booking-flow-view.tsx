import { lazy, Suspense, useEffect, useRef, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicHotel } from '@hotel/shared/contracts/public-hotel';
import { Card, CardBody } from '@/components/ui/card';
import {
  FLOW_STEPS,
  type FlowStep,
  type StepComponent,
} from '@/features/public-page/flow/booking-flow';
import { FLOW_STEP_COMPONENTS, withBookingTexts } from '@/features/public-page/flow/steps';
import { useBookingFlow } from '@/features/public-page/flow/use-booking-flow';
import { FlowStepper } from '@/features/public-page/components/flow-stepper';

const STEP_VIEWS = Object.fromEntries(
  FLOW_STEPS.map((step) => [
    step,
    lazy(async () => ({ default: await FLOW_STEP_COMPONENTS[step]() })),
  ]),
) as Record<FlowStep, LazyExoticComponent<StepComponent>>;

// Only the steps after the dates can go stale: the prompt loads with them, not with the page.
const InactivityPrompt = lazy(async () => ({
  default: (await withBookingTexts(import('@/features/public-page/flow/inactivity-prompt')))
    .InactivityPrompt,
}));

function StepSkeleton() {
  return <div aria-busy="true" className="h-64 animate-pulse rounded-xl bg-slate-100" />;
}

/** The booking flow: the stepper and the step the URL names. */
export function BookingFlowView({ hotel }: { hotel: PublicHotel }) {
  const { t } = useTranslation();
  const flow = useBookingFlow(hotel.setting.today);
  const { step } = flow.state;
  const Step = STEP_VIEWS[step];
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  // A new step moves focus to it, so a screen reader starts reading there and a keyboard user
  // does not tab through the page again; the first step on arrival takes nobody's focus.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.focus({ preventScroll: true });
    stepRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [step]);

  return (
    <Card as="section" aria-labelledby="booking-flow-title">
      <CardBody className="flex flex-col gap-5 py-5">
        <h2 id="booking-flow-title" className="text-xl font-semibold text-slate-900">
          {t('publicPage.flow.title')}
        </h2>
        <FlowStepper current={step} />
        <div
          ref={stepRef}
          tabIndex={-1}
          role="group"
          aria-label={t(`publicPage.flow.steps.${step}`)}
          className="scroll-mt-4 outline-none"
          data-testid={`flow-step-${step}`}
        >
          <Suspense fallback={<StepSkeleton />}>
            <Step hotel={hotel} flow={flow} />
          </Suspense>
          {step !== 'dates' && step !== 'done' && (
            <Suspense fallback={null}>
              <InactivityPrompt hotel={hotel} flow={flow} />
            </Suspense>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
