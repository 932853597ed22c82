import { useMutation } from '@tanstack/react-query';
import type { LockSettings, LockSettingsInput } from '@hotel/shared/contracts/locks';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

/** PUT /api/admin/hotel/{hotelId}/lock_settings: secrets left out keep, '' removes. */
export async function saveHotelLockSettings({
  hotelId,
  body,
}: {
  hotelId: string;
  body: LockSettingsInput;
}) {
  const { data } = await apiClient.put<LockSettings>(`/admin/hotel/${hotelId}/lock_settings`, body);
  return data;
}

export function useSaveHotelLockSettingsMutation() {
  return useMutation({
    mutationFn: saveHotelLockSettings,
    onSuccess: (saved, { hotelId }) => {
      queryClient.setQueryData(adminKeys.hotelLockSettings(hotelId), saved);
      // The locks list shows the hardware's locks and which provider answers.
      return queryClient.invalidateQueries({ queryKey: adminKeys.hotelLocks(hotelId) });
    },
  });
}
