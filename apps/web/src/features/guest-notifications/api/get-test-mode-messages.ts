import { useQuery } from '@tanstack/react-query';
import type { NotificationGateway } from '@hotel/shared/guest-notifications';
import type { NotificationMessage } from '@hotel/shared/guest-notifications';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { notificationKeys } from './notification-keys';

/** A message kept in the app instead of being sent (test mode of a gateway). */
export interface TestModeMessage {
  _id: string;
  gateway: NotificationGateway;
  message: NotificationMessage | null;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
  sentAt: string | null;
}

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
