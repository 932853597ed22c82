// The bookings module's public surface: its routes and services, and what payments, guests
// and the inventory modules record on or ask of a booking.
export { bookingsRoutes } from './bookings.routes';
export {
  bookingNotFound,
  createBookingsService,
  type BookingsService,
  type ChannelPlacement,
} from './bookings.service';
export { createBookingActions, type BookingActions } from './booking-actions.service';
export { createBookingQueries } from './booking-queries.service';
export { recordBookingChange } from './booking-history.repository';
export { bookingPaymentResponse } from './booking-payment-response';
export {
  bookingsOfRoom,
  bookingsOfRoomType,
  bookingsWithService,
} from './booking-usage.repository';
export { loadBooking, newAccessCode } from './bookings.repository';
export { findBookingKind, isGuestStay } from './booking-kind';
export { countHeldRoomsPerNight, findHoldingStays } from './booking-availability.repository';
export { countBusiestNightPerType } from './booking-availability-counts.repository';
