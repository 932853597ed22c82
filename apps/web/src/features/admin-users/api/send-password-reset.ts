import { useMutation } from '@tanstack/react-query';
import { adminAuditKeys } from '@/lib/admin-audit-data/admin-audit-keys';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** POST /api/admin/user/{id}/password_reset: the normal reset email. */
export async function sendPasswordReset(id: string) {
  await apiClient.post(`/admin/user/${encodeURIComponent(id)}/password_reset`);
}

export function useSendPasswordResetMutation() {
  return useMutation({
    mutationFn: sendPasswordReset,
    // Every admin change is in the audit trail: an open trail shows it at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAuditKeys.all }),
  });
}
