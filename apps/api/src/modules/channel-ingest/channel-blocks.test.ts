import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@hotel/shared/stay-dates';
import { bookingAccess } from '../../db/schema-locks';
import { guestNotifications, staffNotifications } from '../../db/schema-notifications';
import { channelReservationFixture } from '../../test/channel-reservation-fixtures';
import { createBookingScene } from '../../test/reservation-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBookingActions, createBookingsService } from '../bookings';
import { applyChannelReservation } from './apply-channel-reservation';
import type { ChannelReservation } from './channel-reservation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function scene() {
  const s = await createBookingScene(t, { roomCount: 2 });
  const deps = {
    db: t.db,
    bookings: createBookingsService({ db: t.db }),
    bookingActions: createBookingActions({ db: t.db }),
  };
  const base = channelReservationFixture(s.roomType.id, s.rooms[0]!.id);
  const apply = async (changes: Partial<ChannelReservation>) =>
    (await applyChannelReservation(deps, s.hotel.id, { ...base, ...changes })).bookingId!;
  const dashboard = async () =>
    (await s.call('GET', '/api/booking/dashboard')).json<{
      today: string;
      todayCounts: Record<string, number>;
      arrivals: { _id: string }[];
      departures: { _id: string }[];
    }>();
  return { ...s, apply, dashboard };
}

/** A Smoobu blocked period (owner stay): no guest, no price. */
const block = (externalId: string, arrival: string, departure: string) => ({
  externalId,
  kind: 'block' as const,
  guest: null,
  price: null,
  arrival,
  departure,
});

describe('blocks in the rest of the product', () => {
  it('hold their room on the calendar but are not in the list, its export or the desk counts', async () => {
    const s = await scene();
    const { today } = await s.dashboard();
    const blockId = await s.apply(block('B-1', today, addDays(today, 2)));
    const stayId = await s.apply({
      externalId: 'S-1',
      roomId: s.rooms[1]!.id,
      arrival: today,
      departure: addDays(today, 2),
    });

    const list = (await s.call('GET', '/api/booking')).json<{
      items: { _id: string }[];
      total: number;
    }>();
    expect(list.items.map((item) => item._id)).toEqual([stayId]);
    expect(list.total).toBe(1);
    const exported = await s.call('GET', '/api/booking/export?format=csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.body.split('\n').filter((line) => line.trim()).length).toBe(2);

    const desk = await s.dashboard();
    expect(desk.todayCounts.arrivals).toBe(1);
    expect(desk.arrivals.map((item) => item._id)).toEqual([stayId]);

    const calendar = await s.call(
      'GET',
      `/api/booking/calendar?startDate=${today}&endDate=${addDays(today, 3)}`,
    );
    const onCalendar = calendar.json<{ bookings: { _id: string; kind: string }[] }>().bookings;
    expect(onCalendar).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: blockId, kind: 'block' })]),
    );
    // It holds its room: a desk booking there is refused.
    const taken = await s.call('POST', '/api/booking', {
      roomType: s.roomType.id,
      room: s.rooms[0]!.id,
      arrival: today,
      departure: addDays(today, 1),
      mainGuest: s.guest.id,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('get no guest messages, no bell entry for a received booking and no door access', async () => {
    const s = await scene();
    const blockId = await s.apply(block('B-2', '2031-03-01', '2031-03-05'));
    const stayId = await s.apply({ externalId: 'S-2', roomId: s.rooms[1]!.id });
    for (const id of [blockId, stayId]) {
      const confirmed = await s.call('PUT', '/api/booking/status', { id, status: 'pending' });
      expect(confirmed.statusCode).toBe(200);
    }
    await t.runJobs();

    const messages = await t.db
      .select({ bookingId: guestNotifications.bookingId })
      .from(guestNotifications)
      .where(inArray(guestNotifications.bookingId, [blockId, stayId]));
    expect(messages.some((row) => row.bookingId === stayId)).toBe(true);
    expect(messages.some((row) => row.bookingId === blockId)).toBe(false);

    const bell = await t.db
      .select({ bookingId: staffNotifications.bookingId, kind: staffNotifications.kind })
      .from(staffNotifications)
      .where(eq(staffNotifications.hotelId, s.hotel.id));
    expect(bell).toEqual([{ bookingId: stayId, kind: 'booking_received' }]);

    const access = await t.db
      .select({ bookingId: bookingAccess.bookingId })
      .from(bookingAccess)
      .where(inArray(bookingAccess.bookingId, [blockId, stayId]));
    expect(access).toEqual([{ bookingId: stayId }]);
  });
});
