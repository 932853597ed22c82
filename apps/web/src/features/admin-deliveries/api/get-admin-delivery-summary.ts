import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDeliverySummary } from '@hotel/shared/contracts/admin-deliveries';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

export async function getAdminDeliverySummary(days: number) {
  const { data } = await apiClient.get<AdminDeliverySummary>('/admin/guest_notification/summary', {
    params: { days },
  });
  return data;
}

export const adminDeliverySummaryQueryOptions = (days: number) =>
  queryOptions({
    queryKey: adminKeys.deliverySummary(days),
    queryFn: () => getAdminDeliverySummary(days),
  });

export function useAdminDeliverySummary(days: number) {
  return useQuery(adminDeliverySummaryQueryOptions(days));
}
