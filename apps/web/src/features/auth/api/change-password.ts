import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeRequest } from '@hotel/shared/contracts/auth';
import { apiClient } from '@/lib/api-client';

export async function changePassword(body: PasswordChangeRequest) {
  const { data } = await apiClient.put<{ message: string }>('/auth/password/change', body);
  return data;
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
