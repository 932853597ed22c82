import type { ReactNode } from 'react';

/**
 * One row of a wizard's mapping list: what Smoobu has on the left, our choice on the right. Two
 * columns from 640px, stacked as a card below, where the field's own label says what it is.
 */
export function MappingRow({ source, children }: { source: ReactNode; children: ReactNode }) {
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 sm:items-start sm:gap-4 sm:rounded-none sm:border-0 sm:border-t sm:px-0 sm:first:border-t-0">
      <div className="min-w-0 font-medium break-words text-slate-900 sm:pt-2">{source}</div>
      <div className="min-w-0">{children}</div>
    </li>
  );
}

/** The column headings, shown only where the rows are columns. */
export function MappingHeader({ source, target }: { source: string; target: string }) {
  return (
    <div
      aria-hidden
      className="hidden grid-cols-2 gap-4 border-b border-slate-200 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:grid"
    >
      <span>{source}</span>
      <span>{target}</span>
    </div>
  );
}
