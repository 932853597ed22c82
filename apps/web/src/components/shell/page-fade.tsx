import type { ReactNode } from 'react';

/** Fades each new page in (spec §2); keyed by path so staying on a page does not replay it. */
export function PageFade({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <div key={pathname} className="animate-fade-in">
      {children}
    </div>
  );
}
