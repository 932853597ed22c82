import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookingGuests, bookings, type BookingRow } from '../../db/schema-bookings';
import { AppError } from '../../lib/app-error';
import type { GuestPrincipal } from '../../lib/principal';

export const guestBookingNotFound = () => new AppError('NOT_FOUND', 'errors.guestBookingNotFound');
/** A canceled or completed stay: the guest may look at it but no longer change it. */
export const guestBookingClosed = () => new AppError('CONFLICT', 'errors.guestBookingClosed');

/**
 * The one ownership rule of the guest app: a guest sees a booking of their hotel on which they
 * are the main guest or a co-guest. Use it in every query of guest bookings.
 */
export function guestBookingsCondition(db: Db | Tx, guest: GuestPrincipal): SQL {
  const onBooking = db
    .select({ one: bookingGuests.guestId })
    .from(bookingGuests)
    .where(and(eq(bookingGuests.bookingId, bookings.id), eq(bookingGuests.guestId, guest.guestId)));
  return and(
    eq(bookings.hotelId, guest.hotelId),
    or(eq(bookings.mainGuestId, guest.guestId), exists(onBooking)),
  )!;
}

/**
 * The guest's booking, or 404 for anything else (another guest's booking included), so a guest
 * cannot even learn that an id exists.
 */
export async function findGuestBooking(
  db: Db | Tx,
  guest: GuestPrincipal,
  bookingId: string,
): Promise<BookingRow> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), guestBookingsCondition(db, guest)));
  if (!row) throw guestBookingNotFound();
  return row;
}
