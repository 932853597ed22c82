import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';

export async function deleteHotel(hotelId: string) {
  await apiClient.delete(`/hotel/${encodeURIComponent(hotelId)}`);
}

/**
 * After the delete, state and user are loaded afresh (spec §7): the page reloads at `/`, which
 * picks another hotel of the person or shows the first-run page when none is left.
 */
export function useDeleteHotelMutation() {
  return useMutation({
    mutationFn: deleteHotel,
    onSuccess: () => {
      useSessionStore.getState().setCurrentHotelId(null);
      window.location.assign('/');
    },
  });
}
