import type { z } from 'zod';
import type { guestPaymentCheckoutSchema } from '@hotel/shared/contracts/guest-app';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { guestFetch } from '@/features/guest-app/api/guest-fetch';

type GuestPaymentCheckout = z.infer<typeof guestPaymentCheckoutSchema>;

/** GET …/payment/{id}: the page where the guest pays this payment (the provider's checkout). */
export function getPaymentCheckout(hotel: GuestAppConfig, paymentId: string) {
  return guestFetch<GuestPaymentCheckout>(hotel, `/payment/${encodeURIComponent(paymentId)}`);
}
