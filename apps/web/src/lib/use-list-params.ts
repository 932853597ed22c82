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
  const params = read(searchParams);
  const update = (next: Partial<P>) => setSearchParams(write({ ...params, page: 1, ...next }));
  return [params, update] as const;
}
