import { useMutation } from '@tanstack/react-query';
import type {
  NotificationSettings,
  NotificationSettingsResponse,
} from '@hotel/shared/contracts/guest-notifications';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { notificationKeys } from './notification-keys';

/** PUT /api/settings/notifications (manageHotel): every field at once. */
export async function saveNotificationSettings(body: NotificationSettings) {
  const { data } = await apiClient.put<NotificationSettingsResponse>(
    '/settings/notifications',
    body,
  );
  return data;
}

export function useSaveNotificationSettingsMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings(hotelId), saved),
  });
}
