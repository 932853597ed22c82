import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserHotelOption } from '@hotel/shared/contracts/admin-users';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

/** GET /api/admin/user/hotel_options: every hotel with its user groups. */
export async function getHotelOptions() {
  const { data } = await apiClient.get<AdminUserHotelOption[]>('/admin/user/hotel_options');
  return data;
}

export const hotelOptionsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.hotelOptions(), queryFn: getHotelOptions });

export function useHotelOptions({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...hotelOptionsQueryOptions(), enabled: isEnabled });
}
