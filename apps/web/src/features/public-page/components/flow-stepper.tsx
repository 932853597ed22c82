import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { FLOW_STEPS, type FlowStep } from '@/features/public-page/flow/booking-flow';

/**
 * The six steps, the current one marked with aria-current. On a phone only the numbers fit; the
 * current step's name is written out underneath, and read out when it changes.
 */
export function FlowStepper({ current }: { current: FlowStep }) {
  const { t } = useTranslation();
  const currentIndex = FLOW_STEPS.indexOf(current);
  return (
    <nav aria-label={t('publicPage.flow.stepsLabel')} className="flex flex-col gap-2">
      <ol className="flex items-center gap-1 sm:gap-2">
        {FLOW_STEPS.map((step, index) => {
          const isCurrent = index === currentIndex;
          const isDone = index < currentIndex;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex min-w-0 flex-1 items-center gap-2"
            >
              <span
                aria-hidden
                className={clsx(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                  isCurrent && 'bg-primary text-white',
                  isDone && 'bg-primary-soft text-primary-strong',
                  !isCurrent && !isDone && 'bg-slate-200 text-slate-700',
                )}
              >
                {isDone ? '✓' : index + 1}
              </span>
              <span
                className={clsx(
                  'sr-only truncate text-sm lg:not-sr-only',
                  isCurrent ? 'font-semibold text-slate-900' : 'text-slate-600',
                )}
              >
                {t(`publicPage.flow.steps.${step}`)}
                {isDone && <span className="sr-only"> ({t('publicPage.flow.stepDone')})</span>}
              </span>
              {index < FLOW_STEPS.length - 1 && (
                <span aria-hidden className="h-px min-w-2 flex-1 bg-slate-300" />
              )}
            </li>
          );
        })}
      </ol>
      <p className="text-sm font-medium text-slate-700 lg:sr-only" aria-live="polite">
        {t('publicPage.flow.stepOf', {
          number: currentIndex + 1,
          count: FLOW_STEPS.length,
          step: t(`publicPage.flow.steps.${current}`),
        })}
      </p>
    </nav>
  );
}
