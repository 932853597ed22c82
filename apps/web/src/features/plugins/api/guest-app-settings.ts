import { useMutation } from '@tanstack/react-query';
import type { GuestAppSettings } from '@hotel/shared/contracts/guest-app';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { hotelKeys } from '@/lib/session/session-keys';
import { useSessionStore } from '@/lib/session/session-store';

/**
 * PUT /api/hotel/guest_app (manageHotel). The settings are read from the hotel itself
 * (`hotel.guest_app`), so a save refreshes the hotel.
 */
export async function saveGuestAppSettings(body: GuestAppSettings) {
  const { data } = await apiClient.put<unknown>('/hotel/guest_app', body);
  return data;
}

export function useSaveGuestAppSettingsMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: saveGuestAppSettings,
    onSuccess: async () => {
      if (hotelId) await queryClient.invalidateQueries({ queryKey: hotelKeys.detail(hotelId) });
    },
  });
}
