import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Hotel, updateHotelRequestSchema } from '@hotel/shared/contracts/hotel';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { hotelKeys, sessionKeys } from '@/lib/session/session-keys';

export type UpdateHotelRequest = z.input<typeof updateHotelRequestSchema>;

export async function updateHotel(body: UpdateHotelRequest) {
  const { data } = await apiClient.put<Hotel>('/hotel/', body);
  return data;
}

export function useUpdateHotelMutation() {
  return useMutation({
    mutationFn: updateHotel,
    onSuccess: async (hotel) => {
      queryClient.setQueryData(hotelKeys.detail(hotel._id), hotel);
      // Name and property type also show in the hotel switcher and the memberships.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: hotelKeys.list() }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
      ]);
    },
  });
}
