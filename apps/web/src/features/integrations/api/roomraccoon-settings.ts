import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  RoomRaccoonSettings,
  roomRaccoonSettingsInputSchema,
} from '@hotel/shared/contracts/roomraccoon';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { integrationKeys } from './integration-keys';

export type RoomRaccoonSettingsInput = z.input<typeof roomRaccoonSettingsInputSchema>;

/** GET /api/integration/roomraccoon */
export async function getRoomRaccoonSettings() {
  const { data } = await apiClient.get<RoomRaccoonSettings>('/integration/roomraccoon');
  return data;
}

export function useRoomRaccoonSettings() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({
    queryKey: integrationKeys.roomRaccoon(hotelId),
    queryFn: getRoomRaccoonSettings,
  });
}

/** PUT /api/integration/roomraccoon: an empty password keeps the stored one. */
export async function saveRoomRaccoonSettings(body: RoomRaccoonSettingsInput) {
  const { data } = await apiClient.put<RoomRaccoonSettings>('/integration/roomraccoon', body);
  return data;
}

/** The settings answer replaces the cached one; the overview's state may have changed. */
async function storeSettings(hotelId: string | null, saved: RoomRaccoonSettings) {
  queryClient.setQueryData(integrationKeys.roomRaccoon(hotelId), saved);
  await queryClient.invalidateQueries({ queryKey: integrationKeys.overview(hotelId) });
}

export function useSaveRoomRaccoonSettingsMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: saveRoomRaccoonSettings,
    onSuccess: (saved) => storeSettings(hotelId, saved),
  });
}

/** POST /api/integration/roomraccoon/token: a new endpoint address; the old one stops working. */
export async function renewRoomRaccoonToken() {
  const { data } = await apiClient.post<RoomRaccoonSettings>('/integration/roomraccoon/token');
  return data;
}

export function useRenewRoomRaccoonTokenMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: renewRoomRaccoonToken,
    onSuccess: (saved) => storeSettings(hotelId, saved),
  });
}
