import type { ReactNode } from 'react';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { Skeleton } from '@/components/ui/skeleton';

/** A tab's heading (h2: the hotel's name is the page's h1) and what it describes. */
export function AdminHotelSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </section>
  );
}

export function FormSkeleton() {
  return (
    <BorderedContainer>
      <div className="flex flex-col gap-4" aria-hidden>
        <Skeleton className="h-10 w-full" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
        <Skeleton className="h-10 w-48" />
      </div>
    </BorderedContainer>
  );
}
