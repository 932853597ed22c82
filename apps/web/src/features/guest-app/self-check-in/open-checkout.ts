/**
 * Leaves the app for the payment page (Stripe Checkout, or the test checkout of the public
 * entry): a full page load, as the checkout is not one of the guest app's pages.
 */
export function openCheckout(url: string) {
  window.location.assign(url);
}
