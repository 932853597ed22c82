import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A white panel on the hotel's cover image: every block of the guest app sits in one. */
export function GuestCard({
  id,
  title,
  actions,
  className,
  children,
}: {
  /** For a link to the card (#id). */
  id?: string;
  title?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={clsx('scroll-mt-4 rounded-2xl bg-white/95 p-5 shadow-lg sm:p-6', className)}
    >
      {(title || actions) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          {title && <h2 className="text-lg font-semibold text-slate-900">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
