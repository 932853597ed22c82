import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateRequest } from '@hotel/shared/contracts/auth';
import type { SessionUser } from '@hotel/shared/contracts/user';
import { apiClient } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/session-keys';

export async function updateProfile(body: ProfileUpdateRequest) {
  const { data } = await apiClient.put<SessionUser>('/auth/user', body);
  return data;
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.user(), user),
  });
}
