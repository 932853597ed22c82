import type { Booking, ExternalRef } from '@hotel/shared/contracts/bookings';
import { nightsBetween } from '@hotel/shared/stay-dates';
import type { BookingHistoryRow, BookingRow, GuestRow } from '../../db/schema-bookings';
import type { PaymentRow } from '../../db/schema-operations';
import { bookingPaymentResponse } from './booking-payment-response';

type GuestSummaryRow = Pick<
  GuestRow,
  'id' | 'firstName' | 'lastName' | 'email' | 'mobile' | 'company' | 'vip'
>;

const guestSummary = (row: GuestSummaryRow) => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  mobile: row.mobile,
  company: row.company,
  vip: row.vip,
});

/** A history row as the contract shows it; `user` stays for the staff member who did it. */
function historyEntry(row: BookingHistoryRow): Booking['history'][number] {
  return {
    _id: row.id,
    action: row.action as Booking['history'][number]['action'],
    user:
      row.actorKind === 'staff' && row.userName !== null
        ? { _id: row.userId, name: row.userName }
        : null,
    actor: row.userName === null ? null : { kind: row.actorKind, name: row.userName },
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A booking row and what it refers to, as stored. */
export interface BookingRecord {
  booking: BookingRow;
  roomType: { id: string; name: string; shortCode: string };
  room: { id: string; number: string } | null;
  /** In the order they were put on the booking, then by last name; the main guest among them. */
  guests: readonly GuestSummaryRow[];
  /** By name. */
  services: readonly { serviceId: string; name: string; amount: number }[];
  /** Newest first. */
  history: readonly BookingHistoryRow[];
  /** Oldest first. */
  payments: readonly PaymentRow[];
  /** What the guest paid (in the hotel's currency) and still owes. */
  balance: { paid: number; open: number };
}

/** One booking in the contract's shape: guests main first, history newest first. */
export function bookingResponse(record: BookingRecord): Booking {
  const { booking } = record;
  const main = record.guests.find((guest) => guest.id === booking.mainGuestId) ?? null;
  const others = record.guests.filter((guest) => guest.id !== booking.mainGuestId);
  return {
    _id: booking.id,
    number: booking.number,
    status: booking.status,
    source: booking.source,
    roomType: {
      _id: record.roomType.id,
      name: record.roomType.name,
      shortCode: record.roomType.shortCode,
    },
    room: record.room ? { _id: record.room.id, number: record.room.number } : null,
    mainGuest: main ? guestSummary(main) : null,
    guests: [...(main ? [main] : []), ...others].map(guestSummary),
    arrival: booking.arrival,
    departure: booking.departure,
    nights: nightsBetween(booking.arrival, booking.departure),
    adults: booking.adults,
    kids: booking.kids,
    extraBeds: booking.extraBeds,
    services: record.services.map((s) => ({ _id: s.serviceId, name: s.name, amount: s.amount })),
    price: booking.price,
    computedPrice: booking.computedPrice,
    isPriceOverridden: booking.priceOverridden,
    accessCode: booking.accessCode,
    notice: booking.notice,
    selfCheckInCompleted: booking.selfCheckInCompleted,
    externalRef:
      booking.externalSource && booking.externalId
        ? { source: booking.externalSource as ExternalRef['source'], id: booking.externalId }
        : null,
    kind: booking.kind,
    channelConflict: booking.channelConflict,
    version: booking.version,
    history: record.history.map(historyEntry),
    payments: record.payments.map(bookingPaymentResponse),
    paidAmount: record.balance.paid,
    openAmount: record.balance.open,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}
