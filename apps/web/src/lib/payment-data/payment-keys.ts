import type { PaymentListQuery } from '@hotel/shared/contracts/payments';

/** Query keys of payment data; every key carries the hotel it belongs to. */
export const paymentKeys = {
  all: ['payments'] as const,
  lists: (hotelId: string | null) => [...paymentKeys.all, hotelId, 'list'] as const,
  list: (hotelId: string | null, query: PaymentListQuery) =>
    [...paymentKeys.lists(hotelId), query] as const,
  settings: (hotelId: string | null) => [...paymentKeys.all, hotelId, 'settings'] as const,
};
