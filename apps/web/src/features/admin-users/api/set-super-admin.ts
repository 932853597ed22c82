import { useMutation } from '@tanstack/react-query';
import type { AdminUserDetail } from '@hotel/shared/contracts/admin-users';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminUserKeys } from './admin-user-keys';

/** PUT /api/admin/user/{id}/super_admin: the last super admin is never removed (409). */
export async function setSuperAdmin({ id, superAdmin }: { id: string; superAdmin: boolean }) {
  const { data } = await apiClient.put<AdminUserDetail>(
    `/admin/user/${encodeURIComponent(id)}/super_admin`,
    { superAdmin },
  );
  return data;
}

export function useSetSuperAdminMutation() {
  return useMutation({
    mutationFn: setSuperAdmin,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminUserKeys.detail(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() });
    },
  });
}
