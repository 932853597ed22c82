// The online-payments module's public surface: the online checkout of the public booking page
// (Stripe Checkout or the test checkout) and its routes.
export {
  createOnlineCheckout,
  type ExistingPaymentCheckout,
  type OnlineCheckoutDeps,
  type OnlineCheckoutService,
} from './online-checkout.service';
export { stripeWebhookRoutes, testCheckoutRoutes } from './online-payments.routes';
