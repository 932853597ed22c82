/** Query keys of the door locks; every key carries the hotel it belongs to. */
export const lockKeys = {
  all: ['locks'] as const,
  hotel: (hotelId: string | null) => [...lockKeys.all, hotelId] as const,
  list: (hotelId: string | null) => [...lockKeys.hotel(hotelId), 'list'] as const,
  openings: (hotelId: string | null) => [...lockKeys.hotel(hotelId), 'openings'] as const,
  providerLocks: (hotelId: string | null) =>
    [...lockKeys.hotel(hotelId), 'provider-locks'] as const,
  simulator: (hotelId: string | null) => [...lockKeys.hotel(hotelId), 'simulator'] as const,
};
