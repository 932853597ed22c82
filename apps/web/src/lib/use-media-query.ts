import { useSyncExternalStore } from 'react';

export const BREAKPOINTS = { tablet: 768, desktop: 1280 } as const;

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    subscribeTo(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export type Viewport = 'phone' | 'tablet' | 'desktop';

/** Phone < 768px, tablet 768–1279px, desktop ≥ 1280px (the side menu behaves differently). */
export function useViewport(): Viewport {
  const isAtLeastTablet = useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`);
  const isDesktop = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`);
  if (isDesktop) return 'desktop';
  return isAtLeastTablet ? 'tablet' : 'phone';
}
