import { useMutation } from '@tanstack/react-query';
import type { AdminUserDetail, CreateAdminUserRequest } from '@hotel/shared/contracts/admin-users';
import { adminAuditKeys } from '@/lib/admin-audit-data/admin-audit-keys';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';
import { invalidateAdmin } from '@/lib/admin-data/invalidate-admin';

export async function createAdminUser(body: CreateAdminUserRequest) {
  const { data } = await apiClient.post<AdminUserDetail>('/admin/user', body);
  return data;
}

export function useCreateAdminUserMutation() {
  return useMutation({
    mutationFn: createAdminUser,
    // Every admin change is in the audit trail: an open trail shows it at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAuditKeys.all }),
    // The lists and the dashboard's user counts.
    onSuccess: () => invalidateAdmin(queryClient, adminKeys.userLists(), adminKeys.stats()),
  });
}
