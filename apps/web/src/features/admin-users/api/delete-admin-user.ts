import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminUserKeys } from './admin-user-keys';

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
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: adminUserKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() });
    },
  });
}
