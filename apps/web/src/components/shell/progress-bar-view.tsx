import { clsx } from 'clsx';
import { useProgressStore } from '@/lib/progress-bar';

/** The thin bar at the top of the page while requests run (spec §2, §9 timings). */
export function ProgressBarView() {
  const phase = useProgressStore((state) => state.phase);
  return (
    <div
      aria-hidden
      data-testid="progress-bar"
      data-phase={phase}
      className={clsx(
        'pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] transition-opacity duration-300',
        phase === 'hidden' ? 'opacity-0' : 'opacity-100',
      )}
    >
      <div
        // Remounting on each run restarts the grow animation from zero.
        key={phase === 'running' ? 'running' : 'settled'}
        className={clsx(
          'h-full',
          phase === 'failed' ? 'bg-red-600' : 'bg-amber-400',
          phase === 'running' && 'animate-progress',
          (phase === 'done' || phase === 'failed') && 'w-full transition-[width] duration-200',
          phase === 'hidden' && 'w-0',
        )}
      />
    </div>
  );
}
