import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserGroup } from '@hotel/shared/contracts/user-groups';
import { apiClient } from '@/lib/api-client';
import { userGroupKeys } from '@/features/team/api/team-keys';

export async function getUserGroups() {
  const { data } = await apiClient.get<UserGroup[]>('/user_group');
  return data;
}

export const userGroupsQueryOptions = () =>
  queryOptions({ queryKey: userGroupKeys.list(), queryFn: getUserGroups });

export function useUserGroups() {
  return useQuery(userGroupsQueryOptions());
}
