import type { BookingSource } from '@hotel/shared/booking-status';
import { defineEventHandler } from '../../jobs/registry';
import { recordBookingReceived } from './staff-notifications.repository';

/**
 * Sources whose bookings nobody at the desk typed in. CSV imports are left out: staff start
 * them, and a file of 300 bookings would bury the bell.
 */
const OUTSIDE_SOURCES: readonly BookingSource[] = ['public_page', 'smoobu', 'roomraccoon', 'api'];

/** booking.created from outside → a "new booking" entry in the hotel's bell. */
export const bookingReceivedHandler = defineEventHandler({
  name: 'staff-notifications.booking-received',
  eventTypes: ['booking.created'],
  async handle(event, tx) {
    const source = event.payload.source as BookingSource | undefined;
    const bookingId = event.payload.bookingId as string | undefined;
    if (!source || !bookingId || !OUTSIDE_SOURCES.includes(source)) return;
    // A channel's blocked period is no booking anyone received.
    if (event.payload.kind === 'block') return;
    await recordBookingReceived(tx, { hotelId: event.hotelId, bookingId, source });
  },
});
