import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SMOOBU_STEP_PARAM, SMOOBU_STEPS, type SmoobuStep } from './smoobu-steps';

/**
 * The wizard's three steps as links (the step lives in the URL, so a reload keeps it). Steps
 * after the first are closed until a key is stored: Smoobu cannot be asked without one. On a
 * phone only the numbers fit; the current step's name is written out underneath.
 */
export function SmoobuStepper({ current, isOpen }: { current: SmoobuStep; isOpen: boolean }) {
  const { t } = useTranslation();
  const currentIndex = SMOOBU_STEPS.indexOf(current);
  return (
    <nav aria-label={t('plugins.smoobu.steps.label')} className="flex flex-col gap-2">
      <ol className="flex items-center gap-1 sm:gap-2">
        {SMOOBU_STEPS.map((step, index) => {
          const isCurrent = index === currentIndex;
          const isReachable = index === 0 || isOpen;
          const label = t(`plugins.smoobu.steps.${step}`);
          const content = (
            <>
              <span
                aria-hidden
                className={clsx(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                  isCurrent && 'bg-primary text-white',
                  !isCurrent && isReachable && 'bg-slate-200 text-slate-700',
                  // Closed: outlined, not faded (faded text fails the contrast minimum).
                  !isReachable && 'border border-dashed border-slate-400 text-slate-600',
                )}
              >
                {index + 1}
              </span>
              <span
                className={clsx(
                  'sr-only truncate text-sm sm:not-sr-only',
                  isCurrent ? 'font-semibold text-slate-900' : 'text-slate-600',
                )}
              >
                {label}
              </span>
            </>
          );
          return (
            <li key={step} className="flex min-w-0 flex-1 items-center gap-2">
              {isReachable ? (
                <Link
                  to={`?${SMOOBU_STEP_PARAM}=${step}`}
                  aria-current={isCurrent ? 'step' : undefined}
                  className="flex min-w-0 items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-primary"
                >
                  {content}
                </Link>
              ) : (
                <span
                  title={t('plugins.smoobu.steps.needsKey')}
                  className="flex min-w-0 items-center gap-2"
                >
                  {content}
                  <span className="sr-only"> ({t('plugins.smoobu.steps.needsKey')})</span>
                </span>
              )}
              {index < SMOOBU_STEPS.length - 1 && (
                <span aria-hidden className="h-px min-w-2 flex-1 bg-slate-300" />
              )}
            </li>
          );
        })}
      </ol>
      <p className="text-sm font-medium text-slate-700 sm:sr-only" aria-live="polite">
        {t('plugins.smoobu.steps.stepOf', {
          number: currentIndex + 1,
          count: SMOOBU_STEPS.length,
          step: t(`plugins.smoobu.steps.${current}`),
        })}
      </p>
    </nav>
  );
}
