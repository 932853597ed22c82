import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_SYNC_COUNTS,
  syncRequestResultSchema,
  syncStatusSchema,
  type SyncCounts,
} from '@hotel/shared/contracts/sync';
import { hotels } from '../../db/schema';
import { syncJobs } from '../../db/schema-setup';
import { bearer } from '../../test/factories';
import { createBookingScene } from '../../test/reservation-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBookingActions, createBookingsService } from '../bookings';
import { addOutcome, applyChannelReservation, type ChannelReservation } from '../channel-ingest';
import { channelReservationFixture, moveAsStaff } from '../../test/channel-reservation-fixtures';
import { CHANNEL_PULL_PERIOD_SECONDS, type ChannelPuller } from './channel-puller';
import { syncChannelQueue } from './sync.jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A channel as the puller sees it: the reservations it holds now. The puller applies each through
 * the real ingest and adds up what happened, as Smoobu's puller does with its pages.
 */
function testPuller(channelHolds: () => ChannelReservation[]): ChannelPuller {
  const deps = {
    db: t.db,
    bookings: createBookingsService({ db: t.db }),
    bookingActions: createBookingActions({ db: t.db }),
  };
  return async (hotelId) => {
    let counts: SyncCounts = NO_SYNC_COUNTS;
    for (const reservation of channelHolds()) {
      try {
        counts = addOutcome(
          counts,
          (await applyChannelReservation(deps, hotelId, reservation)).outcome,
        );
      } catch {
        // The ingest recorded it for the sync tab; the run goes on with the next one.
        counts = { ...counts, errors: counts.errors + 1 };
      }
    }
    return counts;
  };
}

async function scene() {
  const s = await createBookingScene(t, { roomCount: 1 });
  await t.db
    .update(hotels)
    .set({
      plugins: {
        public_page: { enabled: false },
        smoobu: { enabled: true, smoobu_api: 'secret-key', customer_id: 4711 },
      },
    })
    .where(eq(hotels.id, s.hotel.id));
  const base = channelReservationFixture(s.roomType.id, s.rooms[0]!.id);
  const holds: ChannelReservation[] = [];
  const queue = syncChannelQueue(t.db, { smoobu: testPuller(() => holds) });
  /** "Sync now", run by this test's worker with the test puller. */
  const syncNow = async () => {
    const response = await s.call('PUT', '/api/hotel/sync');
    expect(response.statusCode).toBe(202);
    const [job] = syncRequestResultSchema.parse(response.json()).jobs;
    await queue.handle({ hotelId: s.hotel.id, syncJobId: job!._id }, {} as never);
    const [row] = await t.db.select().from(syncJobs).where(eq(syncJobs.id, job!._id));
    return row!;
  };
  const status = async (headers = s.headers) =>
    syncStatusSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/hotel/sync', headers })).json(),
    ).channels[0]!;
  return { ...s, base, holds, syncNow, status };
}

describe('a sync run through a channel puller', () => {
  it('counts what it did, lists conflicts and unmapped units as issues, and errors in words', async () => {
    const s = await scene();
    const desk = await s.call('POST', '/api/booking', {
      roomType: s.roomType.id,
      room: s.rooms[0]!.id,
      arrival: '2031-06-03',
      departure: '2031-06-05',
      mainGuest: s.guest.id,
    });
    expect(desk.statusCode).toBe(201);
    const overlapping = { ...s.base, externalId: 'SM-1' };
    const unmapped = {
      ...s.base,
      externalId: 'SM-2',
      roomId: null,
      roomTypeId: null,
      channelUnit: 'Chalet',
    };
    const later = { ...s.base, externalId: 'SM-3', arrival: '2031-08-01', departure: '2031-08-03' };
    const tooLong = {
      ...s.base,
      externalId: 'SM-4',
      arrival: '2031-09-01',
      departure: '2032-09-03',
    };
    s.holds.push(overlapping, unmapped, later, tooLong);

    const job = await s.syncNow();
    expect(job).toMatchObject({
      status: 'succeeded',
      trigger: 'manual',
      counts: { ...NO_SYNC_COUNTS, created: 1, conflicts: 1, errors: 1 },
    });

    const smoobu = await s.status();
    expect(smoobu.lastSuccessAt).not.toBeNull();
    expect(smoobu.counts).toEqual({ ...NO_SYNC_COUNTS, created: 1, conflicts: 1, errors: 1 });
    expect(smoobu.lastJob).toMatchObject({ _id: job.id, status: 'succeeded', counts: job.counts });
    expect(smoobu.lastErrors).toEqual([
      {
        at: expect.any(String),
        message: 'Reservation SM-4: A booking can cover at most 365 nights',
      },
    ]);
    const inGerman = await s.status(bearer(s.token, s.hotel.id));
    expect(inGerman.lastErrors[0]!.message).toBe(
      'Reservierung SM-4: Eine Buchung kann höchstens 365 Nächte umfassen',
    );
    const conflictBooking = smoobu.issues.find((issue) => issue.kind === 'conflict')!.booking!;
    expect(smoobu.issues).toEqual([
      expect.objectContaining({
        kind: 'unmapped',
        externalId: 'SM-2',
        channelUnit: 'Chalet',
        guestName: 'Lena Ostsee',
        booking: null,
      }),
      expect.objectContaining({
        kind: 'conflict',
        externalId: 'SM-1',
        arrival: '2031-06-01',
        departure: '2031-06-04',
        booking: { _id: expect.any(String), number: desk.json().number + 1 },
      }),
    ]);
    expect(smoobu.nextRunAt).toBeNull();

    // A second run of the same reservations changes nothing (the error stays one, counted again).
    const again = await s.syncNow();
    expect(again.counts).toEqual({ ...NO_SYNC_COUNTS, errors: 1 });

    // Staff place the conflict; the unit gets mapped: nothing is left to do.
    await moveAsStaff(s, desk.json()._id, {
      room: null,
      arrival: '2031-07-01',
      departure: '2031-07-02',
    });
    const placed = await moveAsStaff(s, conflictBooking._id, {
      room: s.rooms[0]!.id,
      arrival: '2031-06-01',
      departure: '2031-06-04',
    });
    expect(placed.statusCode).toBe(200);
    s.holds.splice(1, 1, {
      ...unmapped,
      roomTypeId: s.roomType.id,
      roomId: null,
      arrival: '2031-10-01',
      departure: '2031-10-03',
    });
    await s.syncNow();
    expect((await s.status()).issues).toEqual([]);
  });

  it('the next run follows the last scheduled one by the pull period', async () => {
    const s = await scene();
    const [scheduled] = await t.db
      .insert(syncJobs)
      .values({ hotelId: s.hotel.id, channel: 'smoobu', trigger: 'schedule' })
      .returning();
    const expected = new Date(scheduled!.createdAt.getTime() + CHANNEL_PULL_PERIOD_SECONDS * 1000);
    expect((await s.status()).nextRunAt).toBe(expected.toISOString());
  });
});
