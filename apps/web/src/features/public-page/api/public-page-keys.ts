export const publicPageKeys = {
  all: ['public-page'] as const,
  hotel: (hotel: string) => [...publicPageKeys.all, 'hotel', hotel] as const,
  checkout: (session: string) => [...publicPageKeys.all, 'checkout', session] as const,
  calendar: (hotel: string, from: string, to: string) =>
    [...publicPageKeys.all, 'calendar', hotel, from, to] as const,
  roomTypes: (hotel: string) => [...publicPageKeys.all, 'room-types', hotel] as const,
  availability: (hotel: string, stay: AvailabilityKey) =>
    [...publicPageKeys.all, 'availability', hotel, stay] as const,
  booking: (booking: string) => [...publicPageKeys.all, 'booking', booking] as const,
};

interface AvailabilityKey {
  arrival: string;
  departure: string;
  adults: number;
  kids: number;
}

/**
 * What availability depends on: everything of the public page but the hotel itself (its name,
 * colour, settings), a made booking and a checkout. The inactivity prompt refreshes these.
 */
export function isAvailabilityKey(queryKey: readonly unknown[]): boolean {
  if (queryKey[0] !== publicPageKeys.all[0]) return false;
  return !['hotel', 'booking', 'checkout'].includes(queryKey[1] as string);
}
