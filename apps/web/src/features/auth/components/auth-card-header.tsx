import type { ReactNode } from 'react';

/** Heading of the login-type cards in the Empty layout. */
export function AuthCardHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-6 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {description && <p className="mt-1.5 text-sm text-slate-500">{description}</p>}
    </div>
  );
}
