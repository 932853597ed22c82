import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ErrorGroupDetail } from '@hotel/shared/contracts/error-log';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

export async function getErrorGroup(id: string) {
  const { data } = await apiClient.get<ErrorGroupDetail>(`/admin/error_log/${id}`);
  return data;
}

export const errorGroupQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.errorLogGroup(id), queryFn: () => getErrorGroup(id) });

export function useErrorGroup(id: string) {
  return useQuery(errorGroupQueryOptions(id));
}
