import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  PublicCheckout,
  PublicCheckoutOutcome,
} from '@hotel/shared/contracts/public-checkout';
import { fetchJson } from '@/lib/fetch-client';
import { publicPageKeys } from '@/features/public-page/api/public-page-keys';

const checkoutPath = (session: string) => `/public/checkout/${encodeURIComponent(session)}`;

export const testCheckoutQueryOptions = (session: string) =>
  queryOptions({
    queryKey: publicPageKeys.checkout(session),
    queryFn: ({ signal }) => fetchJson<PublicCheckout>(checkoutPath(session), { signal }),
    // The status changes only through this page's buttons, which leave it.
    staleTime: Infinity,
  });

export function useTestCheckout(session: string) {
  return useQuery(testCheckoutQueryOptions(session));
}

/** Pay or cancel: the server records the outcome and answers where the visitor goes back to. */
export function useTestCheckoutOutcome(session: string) {
  return useMutation({
    mutationFn: (outcome: 'pay' | 'cancel') =>
      fetchJson<PublicCheckoutOutcome>(`${checkoutPath(session)}/${outcome}`, { method: 'POST' }),
  });
}
