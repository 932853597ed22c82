import { useQuery } from '@tanstack/react-query';
import type { NotificationOutboxItem } from '@hotel/shared/contracts/guest-notifications';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { notificationKeys } from './notification-keys';

/** A message kept in the app instead of being sent (test mode of a gateway). */
export type TestModeMessage = NotificationOutboxItem;

/** GET /api/settings/notifications/outbox (manageHotel): the last messages kept in test mode. */
export async function getTestModeMessages() {
  const { data } = await apiClient.get<{ items: TestModeMessage[] }>(
    '/settings/notifications/outbox',
  );
  return data.items;
}

export function useTestModeMessages({ isEnabled }: { isEnabled: boolean }) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({
    queryKey: notificationKeys.testModeMessages(hotelId),
    queryFn: getTestModeMessages,
    enabled: isEnabled,
  });
}
