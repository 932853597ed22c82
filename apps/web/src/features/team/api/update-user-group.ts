import { useMutation } from '@tanstack/react-query';
import type { UserGroup, UserGroupRequest } from '@hotel/shared/contracts/user-groups';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { sessionKeys } from '@/lib/session/session-keys';
import { employeeKeys, userGroupKeys } from '@/features/team/api/team-keys';

export async function updateUserGroup({ id, ...body }: UserGroupRequest & { id: string }) {
  const { data } = await apiClient.put<UserGroup>(`/user_group/${encodeURIComponent(id)}`, body);
  return data;
}

export function useUpdateUserGroupMutation() {
  return useMutation({
    mutationFn: updateUserGroup,
    onSuccess: async (group) => {
      queryClient.setQueryData(userGroupKeys.detail(group._id), group);
      // The group's name shows in the employee list and its rights in the own session.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userGroupKeys.list() }),
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
      ]);
    },
  });
}
