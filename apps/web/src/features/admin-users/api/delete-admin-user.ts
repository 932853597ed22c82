import { useMutation } from '@tanstack/react-query';
import { adminAuditKeys } from '@/lib/admin-audit-data/admin-audit-keys';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';
import { invalidateAdmin } from '@/lib/admin-data/invalidate-admin';

/**
 * DELETE /api/admin/user/{id}. A refusal (last owner of a hotel, last super admin) rejects with
 * the server's answer, whose message the page shows as it is (spec §8).
 */
export async function deleteAdminUser(id: string) {
  await apiClient.delete(`/admin/user/${encodeURIComponent(id)}`);
}

export function useDeleteAdminUserMutation() {
  return useMutation({
    mutationFn: deleteAdminUser,
    // Every admin change is in the audit trail: an open trail shows it at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAuditKeys.all }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: adminKeys.user(id) });
      // The lists and the dashboard's user counts.
      return invalidateAdmin(queryClient, adminKeys.userLists(), adminKeys.stats());
    },
  });
}
