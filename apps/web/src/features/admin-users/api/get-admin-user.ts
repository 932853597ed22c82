import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@hotel/shared/contracts/admin-users';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

/** GET /api/admin/user/{id}: the user with memberships and open invitations. */
export async function getAdminUser(id: string) {
  const { data } = await apiClient.get<AdminUserDetail>(`/admin/user/${encodeURIComponent(id)}`);
  return data;
}

export const adminUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.user(id), queryFn: () => getAdminUser(id) });

export function useAdminUser(id: string | null) {
  return useQuery({ ...adminUserQueryOptions(id ?? ''), enabled: Boolean(id) });
}
