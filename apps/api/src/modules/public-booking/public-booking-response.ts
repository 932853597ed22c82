import type { Booking } from '@hotel/shared/contracts/bookings';
import type { BookingPayment } from '@hotel/shared/contracts/payments';
import type { PublicBooking, PublicPaymentMethod } from '@hotel/shared/contracts/public-booking';
import type { BankDetails } from '@hotel/shared/contracts/payment-settings';
import { translateMessage, type Language } from '@hotel/shared/i18n/messages';
import type { HotelRow } from '../../db/schema';

type PublicPayment = PublicBooking['payment'];

/**
 * What a bank transfer names so the hotel can match it: "Buchung 1042" in the hotel's own
 * language (its bookkeeping reads it), the same on every later look at the booking.
 */
export function transferReference(hotel: HotelRow, number: number): string {
  return translateMessage(
    'publicBooking.transferReference',
    hotel.setting.defaultLanguage as Language,
    {
      number,
    },
  );
}

/** The payment the visitor's status reads from: the newest online one, else the newest. */
function relevantPayment(payments: BookingPayment[]): BookingPayment | undefined {
  const online = payments.filter((payment) => payment.method === 'online');
  return (online.length > 0 ? online : payments).at(-1);
}

/** A payment row's status as the visitor sees it; `new` is an open checkout: pending. */
export function publicPaymentStatus(booking: Booking): PublicPayment['status'] {
  const payment = relevantPayment(booking.payments);
  if (!payment) return 'none';
  return payment.status === 'new' ? 'pending' : payment.status;
}

export function toPublicBooking(
  booking: Booking,
  context: {
    hotel: HotelRow;
    receipt: string;
    method: PublicPaymentMethod;
    bankDetails: BankDetails;
    checkoutUrl: string | null;
    /** Set while an online checkout just failed to open: the payment is still to be made. */
    status?: PublicPayment['status'];
  },
): PublicBooking {
  const { hotel, method } = context;
  const servicesTotal = booking.services.reduce((sum, service) => sum + service.amount, 0);
  const open = Math.max(0, booking.openAmount);
  return {
    _id: booking._id,
    number: booking.number,
    receipt: context.receipt,
    hotel: { _id: hotel.id, symbol_code: hotel.symbolCode, name: hotel.name },
    status: booking.status,
    arrival: booking.arrival,
    departure: booking.departure,
    nights: booking.nights,
    adults: booking.adults,
    kids: booking.kids,
    roomType: { _id: booking.roomType._id, name: booking.roomType.name },
    services: booking.services,
    room: booking.price - servicesTotal,
    total: booking.price,
    currency: hotel.setting.currency,
    checkInTime: hotel.setting.checkInTime,
    checkOutTime: hotel.setting.checkOutTime,
    guest: {
      firstName: booking.mainGuest?.firstName ?? '',
      lastName: booking.mainGuest?.lastName ?? '',
      email: booking.mainGuest?.email ?? '',
    },
    payment: {
      method,
      status: context.status ?? publicPaymentStatus(booking),
      checkoutUrl: context.checkoutUrl,
      bankTransfer:
        method === 'bank_transfer'
          ? {
              ...context.bankDetails,
              reference: transferReference(hotel, booking.number),
              amount: open,
            }
          : null,
    },
  };
}
