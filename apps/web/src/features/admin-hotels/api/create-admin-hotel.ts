import { useMutation } from '@tanstack/react-query';
import type {
  AdminCreateHotelRequest,
  AdminCreateHotelResponse,
} from '@hotel/shared/contracts/admin-hotels';
import { adminAuditKeys } from '@/lib/admin-audit-data/admin-audit-keys';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { invalidateAdminHotels } from '@/lib/admin-data/invalidate-admin';

/** POST /api/admin/hotel: a hotel for an owner by email, with presets. */
export async function createAdminHotel(body: AdminCreateHotelRequest) {
  const { data } = await apiClient.post<AdminCreateHotelResponse>('/admin/hotel', body);
  return data;
}

export function useCreateAdminHotelMutation() {
  return useMutation({
    mutationFn: createAdminHotel,
    // Every admin change is in the audit trail: an open trail shows it at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAuditKeys.all }),
    onSuccess: () => invalidateAdminHotels(queryClient),
  });
}
