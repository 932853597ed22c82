/** Query keys of the Smoobu wizard; every key carries the hotel it belongs to. */
export const smoobuKeys = {
  all: ['plugins', 'smoobu'] as const,
  hotel: (hotelId: string | null) => [...smoobuKeys.all, hotelId] as const,
  state: (hotelId: string | null) => [...smoobuKeys.hotel(hotelId), 'state'] as const,
  apartments: (hotelId: string | null) => [...smoobuKeys.hotel(hotelId), 'apartments'] as const,
  channels: (hotelId: string | null) => [...smoobuKeys.hotel(hotelId), 'channels'] as const,
};
