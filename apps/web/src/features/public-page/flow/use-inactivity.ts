import { useEffect, useRef } from 'react';

/** What counts as the visitor being there: touching, typing, scrolling. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'];

/**
 * Calls `onIdle` once after `idleMs` without input while `isActive`. Coming back to the tab
 * counts as input unless the time has already run out meanwhile (a background tab's timers
 * may be late).
 */
export function useInactivity(isActive: boolean, idleMs: number, onIdle: () => void) {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });

  useEffect(() => {
    if (!isActive) return;
    let lastInput = Date.now();
    let timer = setTimeout(fire, idleMs);
    function fire() {
      onIdleRef.current();
    }
    function restart() {
      lastInput = Date.now();
      clearTimeout(timer);
      timer = setTimeout(fire, idleMs);
    }
    function onVisibility() {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - lastInput >= idleMs) {
        clearTimeout(timer);
        fire();
      } else {
        restart();
      }
    }
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, restart, options);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, restart, options);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [isActive, idleMs]);
}
