import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@hotel/shared/contracts/admin-users';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

export const ADMIN_USERS_PER_PAGE = 20;

/** GET /api/admin/user: one page of users whose name or email matches. */
export async function getAdminUsers(filter: string, page: number, limit: number) {
  const { data } = await apiClient.get<AdminUserList>('/admin/user', {
    params: { filter: filter || undefined, page, limit },
  });
  return data;
}

export const adminUsersQueryOptions = (
  filter: string,
  page: number,
  limit = ADMIN_USERS_PER_PAGE,
) =>
  queryOptions({
    queryKey: adminKeys.userList(filter, page, limit),
    queryFn: () => getAdminUsers(filter, page, limit),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(filter: string, page: number) {
  return useQuery(adminUsersQueryOptions(filter, page));
}
