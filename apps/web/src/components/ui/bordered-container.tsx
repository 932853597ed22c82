import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * The bordered frame of a page's content. It fills its page's width (PageContainer sets it), so
 * its left edge is the title's: a frame narrower than a wider list page sat off-centre from it.
 */
export function BorderedContainer({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={clsx(
        'w-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      {children}
    </div>
  );
}
