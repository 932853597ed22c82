import { create } from 'zustand';
import { PROGRESS_BAR } from '@hotel/shared/constants';

/**
 * hidden: nothing shown · running: the bar grows over `durationMs` · done: jumps to full width ·
 * failed: full width in red. done/failed hide after `hideDelayMs`.
 */
export type ProgressPhase = 'hidden' | 'running' | 'done' | 'failed';

export interface ProgressTiming {
  throttleMs: number;
  durationMs: number;
  hideDelayMs: number;
}

export function createProgressController(
  onPhaseChange: (phase: ProgressPhase) => void,
  timing: ProgressTiming = PROGRESS_BAR,
) {
  let pendingRequests = 0;
  let isVisible = false;
  let hasFailed = false;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  function start() {
    pendingRequests += 1;
    if (pendingRequests > 1) return;
    clearTimeout(hideTimer);
    if (isVisible) {
      onPhaseChange('running');
      return;
    }
    // Quick requests never flash a bar: it appears only once the throttle has passed.
    showTimer = setTimeout(() => {
      isVisible = true;
      onPhaseChange('running');
    }, timing.throttleMs);
  }

  function finish({ failed = false }: { failed?: boolean } = {}) {
    if (pendingRequests === 0) return;
    pendingRequests -= 1;
    hasFailed ||= failed;
    if (pendingRequests > 0) return;
    clearTimeout(showTimer);
    if (hasFailed) {
      // A failure is always shown, even for a request that was faster than the throttle.
      isVisible = true;
      onPhaseChange('failed');
    } else if (isVisible) {
      onPhaseChange('done');
    } else {
      return;
    }
    hideTimer = setTimeout(() => {
      isVisible = false;
      hasFailed = false;
      onPhaseChange('hidden');
    }, timing.hideDelayMs);
  }

  return { start, finish };
}

export const useProgressStore = create<{ phase: ProgressPhase }>(() => ({ phase: 'hidden' }));

export const progressBar = createProgressController((phase) =>
  useProgressStore.setState({ phase }),
);
