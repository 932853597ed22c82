import type { PaymentListQuery } from '@hotel/shared/contracts/payments';

/** Query keys of payment data; every key carries the hotel it belongs to. */
export const paymentKeys = {
  all: ['payments'] as const,
  lists: (hotelId: string | null) => [...paymentKeys.all, hotelId, 'list'] as const,
  list: (hotelId: string | null, query: PaymentListQuery) =>
    [...paymentKeys.lists(hotelId), query] as const,
  settings: (hotelId: string | null) => [...paymentKeys.all, hotelId, 'settings'] as const,
};

/**
 * The root of the booking screens' keys (bookingKeys.all in features/bookings): a payment changes
 * its booking's paid and open amounts and history, so every payment mutation refreshes them.
 */
export const BOOKING_QUERIES_ROOT = ['bookings'] as const;
