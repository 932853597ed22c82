import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminDeliveryListQuery,
  AdminDeliveryPage,
} from '@hotel/shared/contracts/admin-deliveries';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

export async function getAdminDeliveries(query: AdminDeliveryListQuery) {
  const { data } = await apiClient.get<AdminDeliveryPage>('/admin/guest_notification', {
    params: query,
  });
  return data;
}

export const adminDeliveriesQueryOptions = (query: AdminDeliveryListQuery) =>
  queryOptions({
    queryKey: adminKeys.deliveryList(query),
    queryFn: () => getAdminDeliveries(query),
    placeholderData: keepPreviousData,
  });

export function useAdminDeliveries(query: AdminDeliveryListQuery) {
  return useQuery(adminDeliveriesQueryOptions(query));
}
