import { useMutation } from '@tanstack/react-query';
import type { CreateHotelRequest, Hotel } from '@hotel/shared/contracts/hotel';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { hotelKeys, sessionKeys } from '@/lib/session/session-keys';
import { useSessionStore } from '@/lib/session/session-store';

export async function createHotel(body: CreateHotelRequest) {
  const { data } = await apiClient.post<Hotel>('/hotel', body);
  return data;
}

/** The creator becomes the owner: reload the user (new membership) and work in the new hotel. */
export function useCreateHotelMutation() {
  return useMutation({
    mutationFn: createHotel,
    onSuccess: async (hotel) => {
      useSessionStore.getState().setCurrentHotelId(hotel._id);
      queryClient.setQueryData(hotelKeys.detail(hotel._id), hotel);
      await Promise.all([
        queryClient.refetchQueries({ queryKey: sessionKeys.user() }),
        queryClient.invalidateQueries({ queryKey: hotelKeys.list() }),
      ]);
    },
  });
}
