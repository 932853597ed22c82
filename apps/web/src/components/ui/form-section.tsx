import type { ReactNode } from 'react';

/** A titled group of fields inside a settings form; sections after the first are ruled off. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 border-t border-slate-100 pt-6 first:border-t-0 first:pt-0">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
