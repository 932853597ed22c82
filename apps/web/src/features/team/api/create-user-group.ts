import { useMutation } from '@tanstack/react-query';
import type { UserGroup, UserGroupRequest } from '@hotel/shared/contracts/user-groups';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { userGroupKeys } from '@/features/team/api/team-keys';

export async function createUserGroup(body: UserGroupRequest) {
  const { data } = await apiClient.post<UserGroup>('/user_group', body);
  return data;
}

export function useCreateUserGroupMutation() {
  return useMutation({
    mutationFn: createUserGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupKeys.all }),
  });
}
