/** Query keys of the hotel setup screens; every key carries the hotel it belongs to. */
export const setupKeys = {
  all: ['hotel-setup'] as const,
  services: (hotelId: string | null) => [...setupKeys.all, hotelId, 'services'] as const,
  roomTypes: (hotelId: string | null) => [...setupKeys.all, hotelId, 'room-types'] as const,
  roomType: (hotelId: string | null, id: string) => [...setupKeys.roomTypes(hotelId), id] as const,
  rooms: (hotelId: string | null) => [...setupKeys.all, hotelId, 'rooms'] as const,
};
