import type { AdminDeliveryListQuery } from '@hotel/shared/contracts/admin-deliveries';

export const adminDeliveryKeys = {
  all: ['admin-deliveries'] as const,
  lists: () => [...adminDeliveryKeys.all, 'list'] as const,
  list: (query: AdminDeliveryListQuery) => [...adminDeliveryKeys.lists(), query] as const,
  summaries: () => [...adminDeliveryKeys.all, 'summary'] as const,
  summary: (days: number) => [...adminDeliveryKeys.summaries(), days] as const,
};
