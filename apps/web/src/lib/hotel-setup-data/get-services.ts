import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '@hotel/shared/contracts/services';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { setupKeys } from '@/lib/hotel-setup-data/setup-keys';

export async function getServices() {
  const { data } = await apiClient.get<Service[]>('/service');
  return data;
}

export const servicesQueryOptions = (hotelId: string | null) =>
  queryOptions({ queryKey: setupKeys.services(hotelId), queryFn: getServices });

export function useServices() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery(servicesQueryOptions(hotelId));
}
