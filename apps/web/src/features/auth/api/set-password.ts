import { useMutation } from '@tanstack/react-query';
import type { PasswordSetRequest } from '@hotel/shared/contracts/auth';
import { apiClient } from '@/lib/api-client';

export async function setPassword(body: PasswordSetRequest) {
  const { data } = await apiClient.put<{ message: string }>('/auth/password', body, {
    anonymous: true,
  });
  return data;
}

export function useSetPasswordMutation() {
  return useMutation({ mutationFn: setPassword });
}
