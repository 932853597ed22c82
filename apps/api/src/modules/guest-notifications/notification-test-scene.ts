import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { NotificationSettings } from '@hotel/shared/contracts/guest-notifications';
import { hotels } from '../../db/schema';
import type { guests } from '../../db/schema-bookings';
import { guestNotifications } from '../../db/schema-notifications';
import { createBooking } from '../../test/payment-factories';
import { createBookingScene } from '../../test/reservation-factories';
import type { TestApp } from '../../test/test-app';
import { createOutboxSmsGateway } from '../../adapters/sms/outbox-sms-gateway';
import { createNotificationDispatcher } from './notification-dispatcher';

/**
 * A hotel (Europe/Berlin, check-in 15:00) with one booking of a guest, as the notification
 * tests start: `confirm`, `rows` (the booking's notifications, oldest due first), and
 * `dispatchAt`, the dispatcher run at a chosen instant (for every hotel of the test database,
 * so tests look at their own booking's rows, not at how many were taken).
 */
export async function notificationScene(
  t: TestApp,
  options: {
    guest?: Partial<typeof guests.$inferInsert>;
    settings?: Partial<NotificationSettings>;
    arrival?: string;
    departure?: string;
    /** Book without a room (assigned later by the desk). */
    withoutRoom?: boolean;
  } = {},
) {
  const scene = await createBookingScene(t, { guest: options.guest });
  if (options.settings) {
    await t.db
      .update(hotels)
      .set({ notifications: options.settings })
      .where(eq(hotels.id, scene.hotel.id));
  }
  const booking = await createBooking(t.app, scene.token, scene.hotel.id, {
    roomType: scene.roomType.id,
    room: options.withoutRoom ? null : scene.rooms[0]!.id,
    mainGuest: scene.guest.id,
    arrival: options.arrival ?? '2031-05-01',
    departure: options.departure ?? '2031-05-03',
  });
  const dispatcher = createNotificationDispatcher({
    db: t.db,
    jobs: t.app.jobs,
    emailTransport: 'outbox',
    smsGatewayFor: async () => createOutboxSmsGateway(t.db, t.app.log),
    appUrl: 'http://pms.test',
  });
  const status = async (to: string) => {
    const response = await scene.call('PUT', '/api/booking/status', {
      id: booking._id,
      status: to,
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.runJobs();
    return response.json();
  };
  return {
    ...scene,
    booking,
    status,
    confirm: () => status('pending'),
    rows: () =>
      t.db
        .select()
        .from(guestNotifications)
        .where(eq(guestNotifications.bookingId, booking._id))
        .orderBy(asc(guestNotifications.scheduledFor), asc(guestNotifications.gateway)),
    async dispatchAt(instant: Date) {
      await dispatcher.dispatchDue(instant);
      await t.runJobs();
    },
    /** The booking's message of this kind (email unless asked). */
    async row(message: string, gateway = 'email') {
      return (await this.rows()).find((row) => row.message === message && row.gateway === gateway);
    },
    dispatcher,
  };
}
