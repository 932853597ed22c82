/**
 * The root of every query key that shows booking data: the booking screens, the calendar and the
 * dashboard. Whatever changes a booking, its payments or its room's cleaning invalidates this root.
 */
export const BOOKING_QUERIES_ROOT = ['bookings'] as const;
