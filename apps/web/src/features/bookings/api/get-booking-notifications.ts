import { useQuery } from '@tanstack/react-query';
import type { GuestNotification } from '@hotel/shared/contracts/guest-notifications';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { bookingKeys } from './booking-keys';

/** GET /api/guest_notification?bookingId= (viewBookings): the booking's messages, newest first. */
export async function getBookingNotifications(bookingId: string) {
  const { data } = await apiClient.get<{ items: GuestNotification[] }>('/guest_notification', {
    params: { bookingId },
  });
  return data.items;
}

/** While a message is on its way, the list looks again this often, so "delivered" shows up. */
export const IN_FLIGHT_REFRESH_MS = 3_000;
/** An SMS waits for its provider's report; after this long the page stops asking. */
const IN_FLIGHT_WATCH_MS = 10 * 60 * 1000;

const isInFlight = (item: GuestNotification) =>
  item.status === 'sending' &&
  Date.now() - Date.parse(item.sentAt ?? item.createdAt) < IN_FLIGHT_WATCH_MS;

export function useBookingNotifications(bookingId: string) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({
    queryKey: bookingKeys.notifications(hotelId, bookingId),
    queryFn: () => getBookingNotifications(bookingId),
    refetchInterval: (query) => (query.state.data?.some(isInFlight) ? IN_FLIGHT_REFRESH_MS : false),
  });
}
