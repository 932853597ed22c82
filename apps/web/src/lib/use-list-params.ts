import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters read from the URL, the single source of the list's state (shareable,
 * survives reload, the back button works), and a setter that writes changes back. Every
 * change starts again at page 1 unless it names a page itself.
 */
export function useListParams<P extends { page: number }>(
  read: (search: URLSearchParams) => P,
  write: (params: P) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  // What the last change wrote, until the URL shows it: two quick changes (a chip, then
  // typing) build on each other instead of the second undoing the first.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [searchParams]);
  const params = read(searchParams);
  const update = (next: Partial<P>) => {
    const base = written.current ?? searchParams;
    written.current = write({ ...read(base), page: 1, ...next });
    setSearchParams(written.current);
  };
  return [params, update] as const;
}
