import { QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from '@/lib/api-error';

function shouldRetry(failureCount: number, error: unknown) {
  // Client errors (401, 403, 404, 422 …) will not change by asking again.
  const status = httpStatusOf(error);
  if (status !== undefined && status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
