import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Always answers the same, so nobody can find out which emails have an account. */
export async function requestPasswordReset(body: { email: string }) {
  const { data } = await apiClient.post<{ message: string }>('/auth/password/reset', body, {
    anonymous: true,
  });
  return data;
}

export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
