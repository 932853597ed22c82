import type { AdminHotelProblem } from '@hotel/shared/contracts/admin-hotels';

export const adminHotelKeys = {
  all: ['admin', 'hotels'] as const,
  lists: () => [...adminHotelKeys.all, 'list'] as const,
  list: (filters: { filter: string; problem?: AdminHotelProblem; page: number; limit: number }) =>
    [...adminHotelKeys.lists(), filters] as const,
  servicePresets: () => ['admin', 'service-presets'] as const,
};
