import { useQuery } from '@tanstack/react-query';
import type { NotificationSettingsResponse } from '@hotel/shared/contracts/guest-notifications';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { notificationKeys } from './notification-keys';

/** GET /api/settings/notifications (manageHotel): settings, templates and the gateways in use. */
export async function getNotificationSettings() {
  const { data } = await apiClient.get<NotificationSettingsResponse>('/settings/notifications');
  return data;
}

export function useNotificationSettings() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({
    queryKey: notificationKeys.settings(hotelId),
    queryFn: getNotificationSettings,
  });
}
