import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServicePresetList } from '@hotel/shared/contracts/service-presets';
import { apiClient } from '@/lib/api-client';
import { setupKeys } from '@/lib/hotel-setup-data/setup-keys';

/** GET /api/service_presets: the presets the current hotel may import (manageHotel). */
export async function getHotelServicePresets() {
  const { data } = await apiClient.get<ServicePresetList>('/service_presets');
  return data.items;
}

export const hotelServicePresetsQueryOptions = () =>
  queryOptions({
    queryKey: [...setupKeys.all, 'service-presets'],
    queryFn: getHotelServicePresets,
  });

export function useHotelServicePresets() {
  return useQuery(hotelServicePresetsQueryOptions());
}
