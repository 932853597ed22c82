import { and, asc, desc, eq, gte, ne } from 'drizzle-orm';
import { isAccessGranted } from '@hotel/shared/guest-app';
import { paymentBalance } from '@hotel/shared/payment-status';
import type { Db, Tx } from '../../db/client';
import { hotels } from '../../db/schema';
import { bookings, guests } from '../../db/schema-bookings';
import { payments } from '../../db/schema-operations';
import { rooms, roomTypes } from '../../db/schema-setup';
import { isGuestStay } from '../bookings';
import type { StoredNotificationSettings } from './notification-settings';

/** The hotel as a message needs it: name, contact, setting (zone, times, formats) and settings. */
export async function findNotificationHotel(db: Db | Tx, hotelId: string) {
  const [row] = await db
    .select({
      id: hotels.id,
      name: hotels.name,
      symbolCode: hotels.symbolCode,
      contact: hotels.contact,
      setting: hotels.setting,
      notifications: hotels.notifications,
    })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  return row && { ...row, notifications: row.notifications as StoredNotificationSettings };
}
export type NotificationHotel = NonNullable<Awaited<ReturnType<typeof findNotificationHotel>>>;

export async function saveStoredSettings(
  db: Db | Tx,
  hotelId: string,
  settings: StoredNotificationSettings,
) {
  await db.update(hotels).set({ notifications: settings }).where(eq(hotels.id, hotelId));
}

/**
 * One booking of the hotel with what a template shows of it; undefined when not the hotel's, or
 * when it is a block (no guest to write to).
 */
export async function findNotificationBooking(db: Db | Tx, hotelId: string, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      number: bookings.number,
      status: bookings.status,
      arrival: bookings.arrival,
      departure: bookings.departure,
      accessCode: bookings.accessCode,
      selfCheckInCompleted: bookings.selfCheckInCompleted,
      price: bookings.price,
      mainGuestId: bookings.mainGuestId,
      roomTypeName: roomTypes.name,
      roomNumber: rooms.number,
    })
    .from(bookings)
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .leftJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.hotelId, hotelId), isGuestStay()));
  return row;
}
export type NotificationBooking = NonNullable<Awaited<ReturnType<typeof findNotificationBooking>>>;

/**
 * What the guest still owes, in the hotel's currency (paid payments in it count), and whether
 * the guest app would show the door code now (isAccessGranted): a message never gives out a code
 * the app still holds back for self check-in or an open payment.
 */
export async function paymentStateOf(
  db: Db | Tx,
  booking: NotificationBooking,
  setting: { currency: string; self_check_in?: boolean },
) {
  const rows = await db
    .select({
      status: payments.status,
      amount: payments.amount,
      currency: payments.currency,
      grantsRoomAccess: payments.grantsRoomAccess,
    })
    .from(payments)
    .where(eq(payments.bookingId, booking.id));
  return {
    openBalance: paymentBalance(booking.price, setting.currency, rows).open,
    accessGranted: isAccessGranted({
      status: booking.status,
      payments: rows,
      selfCheckInOffered: Boolean(setting.self_check_in),
      selfCheckInCompleted: booking.selfCheckInCompleted,
    }),
  };
}

export async function findNotificationGuest(db: Db | Tx, hotelId: string, guestId: string) {
  const [row] = await db
    .select({
      id: guests.id,
      firstName: guests.firstName,
      lastName: guests.lastName,
      gender: guests.gender,
      email: guests.email,
      mobile: guests.mobile,
      language: guests.language,
      country: guests.country,
    })
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.hotelId, hotelId)));
  return row;
}
export type NotificationGuest = NonNullable<Awaited<ReturnType<typeof findNotificationGuest>>>;

/** The preview's booking: the next arrival from `today`, else the latest booking. */
export async function findPreviewBookingId(db: Db, hotelId: string, today: string) {
  const [next] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.hotelId, hotelId),
        gte(bookings.arrival, today),
        ne(bookings.status, 'canceled'),
      ),
    )
    .orderBy(asc(bookings.arrival), asc(bookings.number))
    .limit(1);
  if (next) return next.id;
  const [latest] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.hotelId, hotelId))
    .orderBy(desc(bookings.arrival), desc(bookings.number))
    .limit(1);
  return latest?.id;
}
