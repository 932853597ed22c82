import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffNotificationReadSchema } from '@hotel/shared/contracts/guest-notifications';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { staffNotificationKeys, type StaffNotificationList } from './get-staff-notifications';

export type MarkReadInput = z.input<typeof staffNotificationReadSchema>;

/** POST /api/notifications/read: some entries, or all of the hotel's. */
export async function markNotificationsRead(body: MarkReadInput) {
  await apiClient.post('/notifications/read', body);
}

/** Marks at once (the badge drops as the entry opens) and sets it right if the call fails. */
export function useMarkNotificationsReadMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  const key = staffNotificationKeys.list(hotelId);
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: (body) => {
      const before = queryClient.getQueryData<StaffNotificationList>(key);
      if (before) {
        const isMarked = (id: string) => body.all === true || (body.ids ?? []).includes(id);
        const items = before.items.map((item) =>
          isMarked(item._id) ? { ...item, read: true } : item,
        );
        queryClient.setQueryData<StaffNotificationList>(key, {
          items,
          unread: body.all
            ? 0
            : Math.max(
                0,
                before.unread -
                  before.items.filter((item) => !item.read && isMarked(item._id)).length,
              ),
        });
      }
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
