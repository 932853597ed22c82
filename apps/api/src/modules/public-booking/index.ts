// The public-booking module's public surface: the page's read calls, and the visitor's booking
// and its confirmation.
export { publicCatalogRoutes } from './public-catalog.routes';
export { createPublicCatalogService } from './public-catalog.service';
export { publicBookingRoutes } from './public-booking.routes';
export { createPublicBookingService, type PublicBookingService } from './public-booking.service';
export { createReceipts, publicConfirmationUrl } from './public-receipt';
export { offeredPaymentMethods, paymentOffers } from './offered-payment-methods';
