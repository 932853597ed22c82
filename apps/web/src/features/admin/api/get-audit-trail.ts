import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminAuditPage } from '@hotel/shared/contracts/admin-audit';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/admin-keys';

/** Whose trail: one hotel's or one user's. */
export type AuditTrailOwner = { hotelId: string } | { userId: string };

const PAGE_SIZE = 10;

export async function getAuditTrail(owner: AuditTrailOwner, page: number) {
  const { data } = await apiClient.get<AdminAuditPage>('/admin/audit', {
    params: { ...owner, page, limit: PAGE_SIZE },
  });
  return data;
}

export const auditTrailQueryOptions = (owner: AuditTrailOwner) =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(owner),
    queryFn: ({ pageParam }) => getAuditTrail(owner, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export function useAuditTrail(owner: AuditTrailOwner) {
  return useInfiniteQuery(auditTrailQueryOptions(owner));
}
