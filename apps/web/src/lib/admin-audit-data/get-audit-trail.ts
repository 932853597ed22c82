import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminAuditPage } from '@hotel/shared/contracts/admin-audit';
import { apiClient } from '@/lib/api-client';
import { adminAuditKeys, type AuditTrailOwner } from '@/lib/admin-audit-data/admin-audit-keys';

const PAGE_SIZE = 10;

export async function getAuditTrail(owner: AuditTrailOwner, page: number) {
  const { data } = await apiClient.get<AdminAuditPage>('/admin/audit', {
    params: { ...owner, page, limit: PAGE_SIZE },
  });
  return data;
}

export const auditTrailQueryOptions = (owner: AuditTrailOwner) =>
  infiniteQueryOptions({
    queryKey: adminAuditKeys.trail(owner),
    queryFn: ({ pageParam }) => getAuditTrail(owner, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export function useAuditTrail(owner: AuditTrailOwner) {
  return useInfiniteQuery(auditTrailQueryOptions(owner));
}
