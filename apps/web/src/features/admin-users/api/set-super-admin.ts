import { useMutation } from '@tanstack/react-query';
import type { AdminUserDetail } from '@hotel/shared/contracts/admin-users';
import { adminAuditKeys } from '@/lib/admin-audit-data/admin-audit-keys';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';
import { invalidateAdmin } from '@/lib/admin-data/invalidate-admin';

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
    // Every admin change is in the audit trail: an open trail shows it at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAuditKeys.all }),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.user(detail.id), detail);
      // The lists and the dashboard's user counts.
      return invalidateAdmin(queryClient, adminKeys.userLists(), adminKeys.stats());
    },
  });
}
