import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { userGroupKeys } from '@/features/team/api/team-keys';

export async function deleteUserGroup(id: string) {
  await apiClient.delete(`/user_group/${encodeURIComponent(id)}`);
}

export function useDeleteUserGroupMutation() {
  return useMutation({
    mutationFn: deleteUserGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userGroupKeys.list() }),
  });
}
