import { useMutation } from '@tanstack/react-query';
import type { AdminUserDetail, CreateAdminUserRequest } from '@hotel/shared/contracts/admin-users';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminUserKeys } from './admin-user-keys';

export async function createAdminUser(body: CreateAdminUserRequest) {
  const { data } = await apiClient.post<AdminUserDetail>('/admin/user', body);
  return data;
}

export function useCreateAdminUserMutation() {
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() }),
  });
}
