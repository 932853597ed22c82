import type { ReactNode } from 'react';

/**
 * The first page a tab shows appears at once: it replaces what the server already painted (the
 * public page's hotel), and fading that out and in again would only flash.
 */
let firstPathname: string | null = null;

/** Fades each new page in (spec §2); keyed by path so staying on a page does not replay it. */
export function PageFade({ pathname, children }: { pathname: string; children: ReactNode }) {
  firstPathname ??= pathname;
  return (
    <div key={pathname} className={pathname === firstPathname ? undefined : 'animate-fade-in'}>
      {children}
    </div>
  );
}
