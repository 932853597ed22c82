import type { ReactNode } from 'react';

/** A bit of code inside running text (a header name, a format); it stays as it is in every language. */
export function CodeSnippet({ children }: { children?: ReactNode }) {
  return <code className="rounded bg-slate-100 px-1 break-all text-slate-800">{children}</code>;
}
