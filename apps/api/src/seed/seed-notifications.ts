import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { hotels } from '../db/schema';
import { bookingGuests, bookings, guests } from '../db/schema-bookings';
import { guestNotifications } from '../db/schema-notifications';
import { createDeliveryStatusRepository, scheduleForEvent } from '../modules/guest-notifications';
import { recordBookingReceived } from '../modules/staff-notifications';
import { DEMO_CHANNEL_BOOKING } from './demo-logins';

/** The first confirmed stay becomes the channel booking whose guest has no email address. */
async function makeChannelStay(
  tx: Tx,
  hotelId: string,
  booking: { id: string; mainGuestId: string | null },
) {
  const [guest] = await tx
    .insert(guests)
    .values({ hotelId, ...DEMO_CHANNEL_BOOKING.guest })
    .returning({ id: guests.id });
  await tx
    .update(bookings)
    .set({
      mainGuestId: guest!.id,
      source: 'smoobu',
      externalSource: DEMO_CHANNEL_BOOKING.externalSource,
      externalId: DEMO_CHANNEL_BOOKING.externalId,
    })
    .where(eq(bookings.id, booking.id));
  if (booking.mainGuestId) {
    await tx
      .update(bookingGuests)
      .set({ guestId: guest!.id })
      .where(
        and(
          eq(bookingGuests.bookingId, booking.id),
          eq(bookingGuests.guestId, booking.mainGuestId),
        ),
      );
  }
  booking.mainGuestId = guest!.id;
}

/** How many upcoming confirmed stays get their messages as if they were confirmed now. */
const CONFIRMED_STAYS = 6;

/**
 * The demo hotel's guest messages (issue 12): email and SMS on with the default templates; the
 * next confirmed stays get their confirmation (sent by the worker right after the first start,
 * through the local outboxes) and their scheduled check-in information; two deliveries failed
 * and two bookings came from the public page, so the booking page and the bell have something to
 * show; one confirmed stay came from a channel without the guest's email address. Runs inside
 * seedDemoData's transaction.
 */
export async function seedDemoNotifications(
  tx: Tx,
  hotel: { id: string },
  today: string,
  now: Date,
): Promise<void> {
  await tx
    .update(hotels)
    .set({ notifications: { emailEnabled: true, smsEnabled: true } })
    .where(eq(hotels.id, hotel.id));

  const upcoming = (status: 'pending' | 'checked_in') =>
    tx
      .select({ id: bookings.id, mainGuestId: bookings.mainGuestId, source: bookings.source })
      .from(bookings)
      .where(
        and(
          eq(bookings.hotelId, hotel.id),
          eq(bookings.status, status),
          isNotNull(bookings.mainGuestId),
          status === 'pending' ? gte(bookings.arrival, today) : undefined,
        ),
      )
      .orderBy(asc(bookings.arrival), asc(bookings.number));

  const confirmed = (await upcoming('pending')).slice(0, CONFIRMED_STAYS);
  if (confirmed[0]) await makeChannelStay(tx, hotel.id, confirmed[0]);
  // The same path a confirmation at the desk takes (the scheduler's rules), without the event.
  for (const booking of confirmed) {
    await scheduleForEvent(
      tx,
      {
        id: randomUUID(),
        hotelId: hotel.id,
        type: 'booking.status_changed',
        payload: { bookingId: booking.id, from: 'new', to: 'pending' },
        createdAt: now,
      },
      now,
    );
  }

  const delivery = createDeliveryStatusRepository(tx);
  const inHouse = (await upcoming('checked_in')).slice(0, 2);
  // Failures test mode can meet (a real provider adds its own): refused before sending.
  const failures = [
    { gateway: 'sms', message: 'check_in', reason: 'invalid_mobile' },
    { gateway: 'email', message: 'booking_confirmed', reason: 'invalid_email' },
  ] as const;
  for (const [index, failure] of failures.entries()) {
    const booking = inHouse[index];
    if (!booking) continue;
    const [row] = await tx
      .insert(guestNotifications)
      .values({
        hotelId: hotel.id,
        bookingId: booking.id,
        guestId: booking.mainGuestId,
        message: failure.message,
        gateway: failure.gateway,
        language: 'de',
        status: 'sending',
        scheduledFor: now,
        attempts: 1,
      })
      .returning({ id: guestNotifications.id });
    await delivery.markFailed(row!.id, failure.reason, tx);
  }

  const fromThePage = (await upcoming('pending'))
    .filter((booking) => booking.source === 'public_page')
    .slice(0, 2);
  for (const booking of fromThePage) {
    await recordBookingReceived(tx, {
      hotelId: hotel.id,
      bookingId: booking.id,
      source: 'public_page',
    });
  }
}
