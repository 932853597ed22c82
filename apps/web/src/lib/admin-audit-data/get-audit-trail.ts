import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAuditPage } from '@hotel/shared/contracts/admin-audit';
import { apiClient } from '@/lib/api-client';
import { adminAuditKeys, type AuditTrailOwner } from '@/lib/admin-audit-data/admin-audit-keys';

/** The trail shows this many entries first and this many more with each "Show more". */
export const AUDIT_PAGE_SIZE = 10;
/** The API's page size bound: "Show more" stops there. */
export const AUDIT_MAX_SHOWN = 100;

export async function getAuditTrail(owner: AuditTrailOwner, shown: number) {
  const { data } = await apiClient.get<AdminAuditPage>('/admin/audit', {
    params: { ...owner, page: 1, limit: shown },
  });
  return data;
}

// One growing page, not useInfiniteQuery: the infinite observer would land in the query chunk
// every entry shares, and the public page's first-screen budget has no room for it.
export const auditTrailQueryOptions = (owner: AuditTrailOwner, shown: number) =>
  queryOptions({
    queryKey: [...adminAuditKeys.trail(owner), shown],
    queryFn: () => getAuditTrail(owner, shown),
    placeholderData: keepPreviousData,
  });

export function useAuditTrail(owner: AuditTrailOwner, shown: number) {
  return useQuery(auditTrailQueryOptions(owner, shown));
}
