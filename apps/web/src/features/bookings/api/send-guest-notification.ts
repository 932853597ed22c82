import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  GuestNotification,
  guestNotificationCreateSchema,
} from '@hotel/shared/contracts/guest-notifications';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { bookingKeys } from './booking-keys';

export type GuestNotificationCreate = z.input<typeof guestNotificationCreateSchema>;

/** POST /api/guest_notification/ (manageBookings): sends one message now. */
export async function sendGuestNotification(body: GuestNotificationCreate) {
  const { data } = await apiClient.post<GuestNotification>('/guest_notification/', body);
  return data;
}

/** POST /api/guest_notification/{id} (manageBookings): sends a sent or failed message again. */
export async function resendGuestNotification(id: string) {
  const { data } = await apiClient.post<GuestNotification>(
    `/guest_notification/${encodeURIComponent(id)}`,
  );
  return data;
}

/** Sending may change the booking too (check-in information checks it in): refresh all of it. */
const refreshBooking = () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });

export function useSendGuestNotificationMutation() {
  return useMutation({ mutationFn: sendGuestNotification, onSuccess: refreshBooking });
}

export function useResendGuestNotificationMutation() {
  return useMutation({ mutationFn: resendGuestNotification, onSuccess: refreshBooking });
}
