import {
  PUBLIC_PAYMENT_METHODS,
  type PublicPaymentMethod,
} from '@hotel/shared/contracts/public-booking';
import { effectivePaymentSettings } from '@hotel/shared/contracts/payment-settings';
import type { HotelRow } from '../../db/schema';

type HotelPayments = Pick<HotelRow, 'payments' | 'setting'>;

/**
 * What the hotel can take from a visitor right now, whatever its page lists: online only with
 * online payments on and a checkout to send the visitor to (Stripe, or the test checkout where
 * it is allowed), bank transfer only with an account holder and IBAN to show. One rule for the
 * settings page, the page's answer and the booking call.
 */
export function paymentOffers(hotel: HotelPayments, canCheckOut: boolean) {
  const settings = effectivePaymentSettings(hotel.payments, hotel.setting.useOnlinePayments);
  const { accountHolder, iban } = settings.bankDetails;
  return {
    onlineAvailable: hotel.setting.useOnlinePayments === true && canCheckOut,
    bankTransferReady: Boolean(accountHolder.trim() && iban.trim()),
  };
}

/** The page's methods the hotel can take right now, in the page's order of the contract. */
export function offeredPaymentMethods(
  hotel: HotelPayments,
  pageMethods: readonly PublicPaymentMethod[],
  canCheckOut: boolean,
): PublicPaymentMethod[] {
  const { onlineAvailable, bankTransferReady } = paymentOffers(hotel, canCheckOut);
  return PUBLIC_PAYMENT_METHODS.filter((method) => {
    if (!pageMethods.includes(method)) return false;
    if (method === 'online') return onlineAvailable;
    if (method === 'bank_transfer') return bankTransferReady;
    return true;
  });
}
