import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffNotificationListSchema } from '@hotel/shared/contracts/guest-notifications';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';

export type StaffNotificationList = z.infer<typeof staffNotificationListSchema>;

/** How often the bell asks for news: new bookings and failures need no faster reaction. */
export const BELL_POLL_MS = 60_000;

/** Query keys of the bell; per hotel, as the list is the current hotel's. */
export const staffNotificationKeys = {
  all: ['staff-notifications'] as const,
  list: (hotelId: string | null) => [...staffNotificationKeys.all, hotelId] as const,
};

/** GET /api/notifications (any member): this person's entries in the current hotel. */
export async function getStaffNotifications() {
  const { data } = await apiClient.get<StaffNotificationList>('/notifications');
  return data;
}

export function useStaffNotifications() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({
    queryKey: staffNotificationKeys.list(hotelId),
    queryFn: getStaffNotifications,
    enabled: Boolean(hotelId),
    refetchInterval: BELL_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
