// The public booking module's public surface: the visitor's booking and its confirmation.
export { publicBookingRoutes } from './public-booking.routes';
export { createPublicBookingService, type PublicBookingService } from './public-booking.service';
