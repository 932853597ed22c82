export const publicPageKeys = {
  all: ['public-page'] as const,
  hotel: (hotel: string) => [...publicPageKeys.all, 'hotel', hotel] as const,
  roomTypes: (hotel: string) => [...publicPageKeys.all, 'room-types', hotel] as const,
  booking: (booking: string) => [...publicPageKeys.all, 'booking', booking] as const,
};

/**
 * What availability depends on: everything of the public page but the hotel itself (its name,
 * colour, settings) and a made booking. The inactivity prompt refreshes these.
 */
export function isAvailabilityKey(queryKey: readonly unknown[]): boolean {
  if (queryKey[0] !== publicPageKeys.all[0]) return false;
  return queryKey[1] !== 'hotel' && queryKey[1] !== 'booking';
}
