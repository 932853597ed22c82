import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { LAYOUT } from '@hotel/shared/constants';

/**
 * One width per page type, so pages of a kind line up as one moves between them:
 * - `list`: a working list (bookings, guests, payments, housekeeping) takes the room there is,
 *   up to a width where a table row still reads as one line;
 * - `detail`: one record with a side column (a booking);
 * - `settings`: the spec's bordered layout (§9, 1000px), also the settings' own lists;
 * - `form`: one new thing to fill in, a single column.
 */
export const PAGE_MAX_WIDTH_PX = {
  list: 1400,
  detail: 1100,
  settings: LAYOUT.borderedMaxWidthPx,
  form: 800,
} as const;

export type PageType = keyof typeof PAGE_MAX_WIDTH_PX;

/** A page's frame: centred, its title and cards sharing one left edge. */
export function PageContainer({
  type,
  className,
  children,
}: {
  type: PageType;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      style={{ maxWidth: PAGE_MAX_WIDTH_PX[type] }}
      data-page-type={type}
      className={clsx('mx-auto flex w-full flex-col', className)}
    >
      {children}
    </div>
  );
}
