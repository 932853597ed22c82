import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { LAYOUT } from '@hotel/shared/constants';

/** The bordered frame of settings-type pages (spec §9: max width 1000px). */
export function BorderedContainer({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      style={{ maxWidth: LAYOUT.borderedMaxWidthPx }}
      className={clsx(
        'mx-auto w-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      {children}
    </div>
  );
}
