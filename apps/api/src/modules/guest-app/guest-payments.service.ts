import { and, eq } from 'drizzle-orm';
import { isOpenPaymentStatus } from '@hotel/shared/guest-app';
import { translateMessage } from '@hotel/shared/i18n/messages';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema-bookings';
import { payments } from '../../db/schema-operations';
import { AppError } from '../../lib/app-error';
import type { GuestPrincipal } from '../../lib/principal';
import type { OnlineCheckoutService } from '../online-payments';
import { paymentOffers } from '../public-booking';
import { findGuestAppHotel, isClosedStay } from './guest-app-hotel';
import { findGuestOfHotel } from './guest-app-guest';
import { guestBookingsCondition } from './guest-booking-access';

export interface GuestPaymentsDeps {
  db: Db;
  onlineCheckout: OnlineCheckoutService;
  /** Stripe is set, or the test checkout is allowed (composition.ts). */
  canCheckOut: boolean;
  appUrl: string;
}

/** The guest app's booking page, where the payer comes back to after the checkout. */
export const guestAppBookingUrl = (appUrl: string, symbolCode: string, bookingId: string) =>
  `${appUrl}/guest_app/${encodeURIComponent(symbolCode)}/${bookingId}`;

/**
 * GET …/payment/{id}: the guest pays an open payment of one of their bookings online (Stripe
 * Checkout, or the test checkout without Stripe). The payment becomes paid only through the
 * provider's signed webhook or the test checkout, as on the public page.
 */
export function createGuestPaymentsService(deps: GuestPaymentsDeps) {
  const { db } = deps;

  return {
    async checkout(guest: GuestPrincipal, paymentId: string): Promise<{ checkoutUrl: string }> {
      const hotel = await findGuestAppHotel(db, guest.hotelId);
      const [row] = await db
        .select({
          payment: payments,
          bookingNumber: bookings.number,
          bookingStatus: bookings.status,
        })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(and(eq(payments.id, paymentId), guestBookingsCondition(db, guest)));
      if (!row) throw new AppError('NOT_FOUND', 'errors.guestPaymentNotFound');
      // A canceled or completed stay is settled at the desk, not paid in the app.
      if (isClosedStay(row.bookingStatus)) {
        throw new AppError('CONFLICT', 'errors.guestBookingClosed');
      }
      if (!isOpenPaymentStatus(row.payment.status))
        throw new AppError('CONFLICT', 'errors.guestPaymentNotOpen');
      if (!paymentOffers(hotel, deps.canCheckOut).onlineAvailable) {
        throw new AppError('CONFLICT', 'errors.guestOnlinePaymentUnavailable');
      }
      const payer = await findGuestOfHotel(db, hotel.id, guest.guestId);
      const language =
        payer?.language === 'de' || payer?.language === 'en'
          ? payer.language
          : hotel.setting.defaultLanguage;
      return deps.onlineCheckout.checkoutExisting({
        hotelId: hotel.id,
        paymentId: row.payment.id,
        description: translateMessage('publicBooking.checkoutDescription', language, {
          hotel: hotel.name,
          number: row.bookingNumber,
        }),
        customerEmail: payer?.email.trim() ?? '',
        language,
        returnUrl: guestAppBookingUrl(deps.appUrl, hotel.symbolCode, row.payment.bookingId),
        principal: guest,
      });
    },
  };
}

export type GuestPaymentsService = ReturnType<typeof createGuestPaymentsService>;
