import type { RoomServiceListQuery } from '@hotel/shared/contracts/room-service';

/** Query keys of the housekeeping screens; every key carries the hotel it belongs to. */
export const roomServiceKeys = {
  all: ['room-services'] as const,
  lists: (hotelId: string | null) => [...roomServiceKeys.all, hotelId, 'list'] as const,
  list: (hotelId: string | null, query: RoomServiceListQuery) =>
    [...roomServiceKeys.lists(hotelId), query] as const,
};
