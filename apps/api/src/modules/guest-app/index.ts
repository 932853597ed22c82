// The guest-app module's public surface: the guest app's calls (sign-in, the guest's bookings,
// co-guests, paying open payments, opening doors) and their services.
export { guestAppRoutes } from './guest-app.routes';
export { createGuestSignInService, type GuestSignInService } from './guest-sign-in.service';
export { createGuestBookingsService, type GuestBookingsService } from './guest-bookings.service';
export { createGuestPaymentsService, type GuestPaymentsService } from './guest-payments.service';
export { createGuestLocksService, type GuestLocksService } from './guest-locks.service';
export {
  findGuestBooking,
  guestBookingNotFound,
  guestBookingsCondition,
} from './guest-booking-access';
export { findGuestAppHotel } from './guest-app-hotel';
