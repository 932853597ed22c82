import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-data/admin-keys';

/** Invalidates each key (and everything below it) and waits for the refetches. */
export function invalidateAdmin(
  queryClient: QueryClient,
  ...keys: (readonly unknown[])[]
): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A hotel was created or changed: everything that lists or counts hotels (the hotel list, the
 * user pages' hotel picker, the dashboard) shows it.
 */
export function invalidateAdminHotels(queryClient: QueryClient): Promise<unknown> {
  return invalidateAdmin(
    queryClient,
    adminKeys.hotelLists(),
    adminKeys.hotelOptions(),
    adminKeys.stats(),
  );
}
