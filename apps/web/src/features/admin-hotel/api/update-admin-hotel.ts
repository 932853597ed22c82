import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminHotel } from '@hotel/shared/contracts/admin-hotel';
import type { updateHotelRequestSchema } from '@hotel/shared/contracts/hotel';
import { adminAuditKeys } from '@/lib/admin-audit-data/admin-audit-keys';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { hotelKeys } from '@/lib/session/session-keys';
import { adminKeys } from '@/lib/admin-data/admin-keys';
import { invalidateAdminHotels } from '@/lib/admin-data/invalidate-admin';

export type UpdateAdminHotelRequest = z.input<typeof updateHotelRequestSchema>;

export async function updateAdminHotel(hotelId: string, body: UpdateAdminHotelRequest) {
  const { data } = await apiClient.put<AdminHotel>(`/admin/hotel/${hotelId}`, body);
  return data;
}

export function useUpdateAdminHotelMutation(hotelId: string) {
  return useMutation({
    mutationFn: (body: UpdateAdminHotelRequest) => updateAdminHotel(hotelId, body),
    // Every admin change is in the audit trail: an open trail shows it at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAuditKeys.all }),
    onSuccess: async (hotel) => {
      queryClient.setQueryData(adminKeys.hotel(hotelId), hotel);
      // The features live in the hotel's setting; the staff view, the staff's and the admin's
      // hotel lists and the dashboard show the name and plugins.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.hotelConfiguration(hotelId) }),
        queryClient.invalidateQueries({ queryKey: hotelKeys.detail(hotelId) }),
        queryClient.invalidateQueries({ queryKey: hotelKeys.list() }),
        invalidateAdminHotels(queryClient),
      ]);
    },
  });
}
