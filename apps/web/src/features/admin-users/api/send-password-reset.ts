import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/admin/user/{id}/password_reset: the normal reset email. */
export async function sendPasswordReset(id: string) {
  await apiClient.post(`/admin/user/${encodeURIComponent(id)}/password_reset`);
}

export function useSendPasswordResetMutation() {
  return useMutation({ mutationFn: sendPasswordReset });
}
