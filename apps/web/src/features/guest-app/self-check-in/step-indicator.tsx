import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { ACCENT_FILL } from './accent';
import { SELF_CHECK_IN_STEPS, type SelfCheckInStep } from './wizard-steps';

/** "Step 2 of 4" and four dots, the current one in the accent colour, done ones ticked. */
export function StepIndicator({ current }: { current: SelfCheckInStep }) {
  const { t } = useTranslation();
  const currentIndex = SELF_CHECK_IN_STEPS.indexOf(current);
  return (
    <nav aria-label={t('selfCheckIn.steps.label')} className="flex flex-col gap-2">
      <ol className="flex items-center gap-1">
        {SELF_CHECK_IN_STEPS.map((step, index) => {
          const isCurrent = index === currentIndex;
          const isDone = index < currentIndex;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex min-w-0 flex-1 items-center gap-1"
            >
              <span
                aria-hidden
                className={clsx(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                  isCurrent && ACCENT_FILL,
                  isDone && 'bg-slate-700 text-white',
                  !isCurrent && !isDone && 'bg-slate-200 text-slate-700',
                )}
              >
                {isDone ? '✓' : index + 1}
              </span>
              <span className="sr-only">
                {t(`selfCheckIn.steps.names.${step}`)}
                {isDone && ` (${t('selfCheckIn.steps.done')})`}
              </span>
              {index < SELF_CHECK_IN_STEPS.length - 1 && (
                <span aria-hidden className="h-px min-w-2 flex-1 bg-slate-300" />
              )}
            </li>
          );
        })}
      </ol>
      <p className="text-sm font-medium text-slate-700" aria-live="polite" data-testid="step-of">
        {t('selfCheckIn.steps.stepOf', {
          number: currentIndex + 1,
          count: SELF_CHECK_IN_STEPS.length,
          step: t(`selfCheckIn.steps.names.${current}`),
        })}
      </p>
    </nav>
  );
}
