import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { IcalFeed, icalFeedListSchema } from '@hotel/shared/contracts/roomraccoon';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { integrationKeys } from './integration-keys';

type IcalFeedList = z.infer<typeof icalFeedListSchema>;

/** GET /api/integration/ical: every room and its availability feed. */
export async function getIcalFeeds() {
  const { data } = await apiClient.get<IcalFeedList>('/integration/ical');
  return data;
}

export function useIcalFeeds() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({ queryKey: integrationKeys.icalFeeds(hotelId), queryFn: getIcalFeeds });
}

/** POST /api/integration/ical/{roomId}: a feed for the room, or a new address for its feed. */
export async function createIcalFeed(roomId: string) {
  const { data } = await apiClient.post<IcalFeed>(
    `/integration/ical/${encodeURIComponent(roomId)}`,
  );
  return data;
}

/** DELETE /api/integration/ical/{roomId}: the feed's address stops working. */
export async function revokeIcalFeed(roomId: string) {
  await apiClient.delete(`/integration/ical/${encodeURIComponent(roomId)}`);
}

export function useCreateIcalFeedMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: createIcalFeed,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: integrationKeys.icalFeeds(hotelId) }),
  });
}

export function useRevokeIcalFeedMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: revokeIcalFeed,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: integrationKeys.icalFeeds(hotelId) }),
  });
}
