import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserGroup } from '@hotel/shared/contracts/user-groups';
import { apiClient } from '@/lib/api-client';
import { userGroupKeys } from '@/features/team/api/team-keys';

export async function getUserGroup(id: string) {
  const { data } = await apiClient.get<UserGroup>(`/user_group/${encodeURIComponent(id)}`);
  return data;
}

export const userGroupQueryOptions = (id: string) =>
  queryOptions({ queryKey: userGroupKeys.detail(id), queryFn: () => getUserGroup(id) });

export function useUserGroup(id: string) {
  return useQuery(userGroupQueryOptions(id));
}
