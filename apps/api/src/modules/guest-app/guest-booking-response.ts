import type { Booking } from '@hotel/shared/contracts/bookings';
import type { GuestBooking, GuestBookingSummary } from '@hotel/shared/contracts/guest-app';
import {
  guestDisplayedStatus,
  isAccessGranted,
  isOpenAccessPayment,
  isOpenPaymentStatus,
} from '@hotel/shared/guest-app';
import type { PaymentStatus } from '@hotel/shared/payment-status';
import { maxAdults } from '@hotel/shared/pricing';
import type { HotelRow } from '../../db/schema';
import type { RoomTypeRow } from '../../db/schema-setup';
import { isActiveStay, isClosedStay } from './guest-app-hotel';
import { guestAccessOf, type GuestDoorFacts } from './guest-door-access';

/**
 * Everyone a booking may hold (spec §7 co-guests): adults up to the type's higher occupancy
 * plus the extra beds it has, and the kids' places.
 */
export function maxGuestsOf(
  roomType: Pick<RoomTypeRow, 'baseOccupancy' | 'higherOccupancy' | 'kidsOccupancy' | 'extraBed'>,
  extraBeds: number,
): number {
  return maxAdults(roomType, Math.min(extraBeds, roomType.extraBed)) + roomType.kidsOccupancy;
}

export interface GuestBookingContext {
  hotel: HotelRow;
  today: string;
  roomType: RoomTypeRow;
  registrationDone: boolean;
  /** The hotel takes online payments right now (its setting and a checkout to send to). */
  onlinePayments: boolean;
  /** The signed-in guest who looks at the booking (a co-guest sees it too). */
  viewerGuestId: string;
  /** How the guest opens (booking_access) and the stay's doors. */
  doors: GuestDoorFacts;
  now: Date;
}

export function guestBookingSummary(
  booking: Pick<
    Booking,
    | '_id'
    | 'number'
    | 'status'
    | 'arrival'
    | 'departure'
    | 'nights'
    | 'room'
    | 'selfCheckInCompleted'
  > & { roomType: { _id: string; name: string } },
  payments: readonly { status: PaymentStatus; grantsRoomAccess: boolean }[],
): GuestBookingSummary {
  return {
    _id: booking._id,
    number: booking.number,
    status: guestDisplayedStatus(booking.status, payments),
    arrival: booking.arrival,
    departure: booking.departure,
    nights: booking.nights,
    roomType: { _id: booking.roomType._id, name: booking.roomType.name },
    room: booking.room,
    selfCheckInCompleted: booking.selfCheckInCompleted,
  };
}

/** A booking as its guest sees it: no staff notes, history or prices of single services. */
export function guestBookingResponse(booking: Booking, context: GuestBookingContext): GuestBooking {
  const { hotel } = context;
  const selfCheckInOffered = hotel.setting.self_check_in === true;
  const accessGranted = isAccessGranted({
    status: booking.status,
    payments: booking.payments,
    selfCheckInOffered,
    selfCheckInCompleted: booking.selfCheckInCompleted,
  });
  const mainId = booking.mainGuest?._id;
  return {
    ...guestBookingSummary(booking, booking.payments),
    adults: booking.adults,
    kids: booking.kids,
    guests: booking.guests.map((guest) => ({
      _id: guest._id,
      firstName: guest.firstName,
      lastName: guest.lastName,
      isMain: guest._id === mainId,
    })),
    maxGuests: maxGuestsOf(context.roomType, booking.extraBeds),
    checkInTime: hotel.setting.checkInTime,
    checkOutTime: hotel.setting.checkOutTime,
    // Opening from the app withdraws the keypad code at the lock: showing it would mislead.
    accessCode: accessGranted && context.doors.method === 'code' ? booking.accessCode : null,
    accessGranted,
    accessMethod: context.doors.method,
    access: guestAccessOf(booking, hotel, context.doors, { accessGranted, now: context.now }),
    price: booking.price,
    paidAmount: booking.paidAmount,
    openAmount: booking.openAmount,
    currency: hotel.setting.currency,
    payments: booking.payments.map((payment) => ({
      _id: payment._id,
      number: payment.number,
      status: payment.status,
      method: payment.method,
      amount: payment.amount,
      currency: payment.currency,
      grantsRoomAccess: payment.grantsRoomAccess,
      paidAt: payment.paidAt,
      canPayOnline:
        context.onlinePayments &&
        !isClosedStay(booking.status) &&
        isOpenPaymentStatus(payment.status),
    })),
    selfCheckIn: {
      // Only the main guest checks in (the self check-in calls answer 404 to anyone else).
      available:
        selfCheckInOffered &&
        mainId === context.viewerGuestId &&
        isActiveStay(booking, context.today),
      completed: booking.selfCheckInCompleted,
      registrationRequired: hotel.setting.guestRegistrationRequired === true,
      registrationDone: context.registrationDone,
      paymentRequired: booking.payments.some(isOpenAccessPayment),
    },
  };
}
