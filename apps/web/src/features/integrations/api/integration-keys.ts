/** Query keys of the integrations; every key carries the hotel it belongs to. */
export const integrationKeys = {
  all: ['integrations'] as const,
  hotel: (hotelId: string | null) => [...integrationKeys.all, hotelId] as const,
  overview: (hotelId: string | null) => [...integrationKeys.hotel(hotelId), 'overview'] as const,
  roomRaccoon: (hotelId: string | null) =>
    [...integrationKeys.hotel(hotelId), 'roomraccoon'] as const,
  icalFeeds: (hotelId: string | null) => [...integrationKeys.hotel(hotelId), 'ical'] as const,
};
