import { useMutation } from '@tanstack/react-query';
import type {
  AdminCreateHotelRequest,
  AdminCreateHotelResponse,
} from '@hotel/shared/contracts/admin-hotels';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminHotelKeys } from './admin-hotel-keys';

/** POST /api/admin/hotel: a hotel for an owner by email, with presets. */
export async function createAdminHotel(body: AdminCreateHotelRequest) {
  const { data } = await apiClient.post<AdminCreateHotelResponse>('/admin/hotel', body);
  return data;
}

export function useCreateAdminHotelMutation() {
  return useMutation({
    mutationFn: createAdminHotel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminHotelKeys.lists() }),
  });
}
