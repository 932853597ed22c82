import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LockSettings } from '@hotel/shared/contracts/locks';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

/** GET /api/admin/hotel/{hotelId}/lock_settings (super admins). */
export async function getHotelLockSettings(hotelId: string) {
  const { data } = await apiClient.get<LockSettings>(`/admin/hotel/${hotelId}/lock_settings`);
  return data;
}

export const hotelLockSettingsQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: adminKeys.hotelLockSettings(hotelId),
    queryFn: () => getHotelLockSettings(hotelId),
  });

export function useHotelLockSettings(hotelId: string) {
  return useQuery(hotelLockSettingsQueryOptions(hotelId));
}
