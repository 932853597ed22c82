export const publicPageKeys = {
  all: ['public-page'] as const,
  hotel: (hotel: string) => [...publicPageKeys.all, 'hotel', hotel] as const,
  checkout: (session: string) => [...publicPageKeys.all, 'checkout', session] as const,
  calendar: (hotel: string, from: string, to: string) =>
    [...publicPageKeys.all, 'calendar', hotel, from, to] as const,
  roomTypes: (hotel: string) => [...publicPageKeys.all, 'room-types', hotel] as const,
  availability: (hotel: string, stay: AvailabilityKey) =>
    [...publicPageKeys.all, 'availability', hotel, stay] as const,
};

interface AvailabilityKey {
  arrival: string;
  departure: string;
  adults: number;
  kids: number;
}
