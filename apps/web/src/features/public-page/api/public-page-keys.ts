export const publicPageKeys = {
  all: ['public-page'] as const,
  hotel: (hotel: string) => [...publicPageKeys.all, 'hotel', hotel] as const,
  checkout: (session: string) => [...publicPageKeys.all, 'checkout', session] as const,
};
