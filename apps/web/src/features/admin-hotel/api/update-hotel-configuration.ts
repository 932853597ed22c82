import { useMutation } from '@tanstack/react-query';
import type {
  AdminHotel,
  HotelConfiguration,
  UpdateHotelConfigurationRequest,
} from '@hotel/shared/contracts/admin-hotel';
import { adminAuditKeys } from '@/lib/admin-audit-data/admin-audit-keys';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { hotelKeys } from '@/lib/session/session-keys';
import { adminKeys } from '@/lib/admin-data/admin-keys';
import { invalidateAdminHotels } from '@/lib/admin-data/invalidate-admin';

export async function updateHotelConfiguration(
  hotelId: string,
  body: UpdateHotelConfigurationRequest,
) {
  const { data } = await apiClient.put<HotelConfiguration>(
    `/admin/hotel/${hotelId}/configuration`,
    body,
  );
  return data;
}

export function useUpdateHotelConfigurationMutation(hotelId: string) {
  return useMutation({
    mutationFn: (body: UpdateHotelConfigurationRequest) => updateHotelConfiguration(hotelId, body),
    // Every admin change is in the audit trail: an open trail shows it at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAuditKeys.all }),
    onSuccess: async (configuration) => {
      queryClient.setQueryData(adminKeys.hotelConfiguration(hotelId), configuration);
      // A hotel form opened before the refetch ends must not send the old flags back.
      queryClient.setQueryData<AdminHotel>(
        adminKeys.hotel(hotelId),
        (hotel) => hotel && { ...hotel, setting: { ...hotel.setting, ...configuration.features } },
      );
      // The hotel (its setting and plugins) changed with it, here, in the staff view and on
      // the admin's hotel list and dashboard.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.hotel(hotelId), exact: true }),
        queryClient.invalidateQueries({ queryKey: hotelKeys.detail(hotelId) }),
        invalidateAdminHotels(queryClient),
      ]);
    },
  });
}
