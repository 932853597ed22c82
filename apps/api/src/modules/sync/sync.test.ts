import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_SYNC_COUNTS,
  syncRequestResultSchema,
  syncStatusSchema,
} from '@hotel/shared/contracts/sync';
import { hotels } from '../../db/schema';
import { syncJobs } from '../../db/schema-setup';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bearerEn as bearer,
  createMember,
  createUser,
  loginAs,
  createOwnedHotel,
} from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ownerWithHotel = () => createOwnedHotel(t.app, t.db);

async function connect(hotelId: string, plugins: Record<string, unknown>) {
  await t.db
    .update(hotels)
    .set({ plugins: { public_page: { enabled: false }, smoobu: { enabled: false }, ...plugins } })
    .where(eq(hotels.id, hotelId));
}

const connectSmoobu = (hotelId: string) =>
  connect(hotelId, {
    smoobu: { enabled: true, smoobu_api: 'secret-key', customer_id: 4711 },
  });

const sync = (token: string, hotelId: string, method: 'GET' | 'PUT') =>
  t.app.inject({ method, url: '/api/hotel/sync', headers: bearer(token, hotelId) });

const nothingYet = {
  lastSuccessAt: null,
  nextRunAt: null,
  counts: NO_SYNC_COUNTS,
  lastErrors: [],
  issues: [],
};

describe('/api/hotel/sync', () => {
  it('without a connected channel queues a real job per channel that ends as skipped: no channel connected', async () => {
    const { hotel, token } = await ownerWithHotel();
    const status = syncStatusSchema.parse((await sync(token, hotel.id, 'GET')).json());
    expect(status.channels).toEqual([
      { channel: 'smoobu', isConnected: false, details: {}, ...nothingYet, lastJob: null },
      { channel: 'roomraccoon', isConnected: false, details: {}, ...nothingYet, lastJob: null },
    ]);
    const response = await sync(token, hotel.id, 'PUT');
    expect(response.statusCode).toBe(202);
    const { jobs } = syncRequestResultSchema.parse(response.json());
    expect(jobs.map((job) => [job.channel, job.status, job.trigger])).toEqual([
      ['smoobu', 'queued', 'manual'],
      ['roomraccoon', 'queued', 'manual'],
    ]);

    await t.runJobs();
    const rows = await t.db.select().from(syncJobs).where(eq(syncJobs.hotelId, hotel.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'skipped', reason: 'no_channel_connected', error: null });
      expect(row.finishedAt).toBeInstanceOf(Date);
    }
    const after = syncStatusSchema.parse((await sync(token, hotel.id, 'GET')).json());
    expect(after.channels[0]!.lastJob).toMatchObject({
      _id: jobs[0]!._id,
      status: 'skipped',
      reason: 'no_channel_connected',
    });
  });

  it('queues only connected channels; Smoobu without a registered puller fails clearly, and the key never leaks', async () => {
    const { owner, hotel, token } = await ownerWithHotel();
    await connectSmoobu(hotel.id);
    const response = await sync(token, hotel.id, 'PUT');
    expect(response.statusCode).toBe(202);
    const { jobs } = syncRequestResultSchema.parse(response.json());
    expect(jobs).toEqual([
      expect.objectContaining({ channel: 'smoobu', status: 'queued', finishedAt: null }),
    ]);
    const [queued] = await t.db.select().from(syncJobs).where(eq(syncJobs.hotelId, hotel.id));
    expect(queued).toMatchObject({ status: 'queued', requestedBy: owner.id });

    await t.runJobs();
    const statusResponse = await sync(token, hotel.id, 'GET');
    expect(statusResponse.body).not.toContain('secret-key');
    const [smoobu, raccoon] = syncStatusSchema.parse(statusResponse.json()).channels;
    expect(smoobu).toMatchObject({
      channel: 'smoobu',
      isConnected: true,
      details: { customer_id: '4711' },
      lastJob: {
        _id: jobs[0]!._id,
        status: 'failed',
        error: 'No puller is registered for the channel smoobu',
      },
    });
    expect(raccoon).toMatchObject({ channel: 'roomraccoon', isConnected: false, lastJob: null });
  });

  it('RoomRaccoon pushes: its job is skipped as channel_pushes_only; it shows its user, never its password', async () => {
    const { hotel, token } = await ownerWithHotel();
    await connect(hotel.id, {
      roomraccoon: { enabled: true, username: 'rr-hotel', hotelCode: 'H42', password: 'pw!' },
    });
    const { jobs } = syncRequestResultSchema.parse((await sync(token, hotel.id, 'PUT')).json());
    expect(jobs.map((job) => job.channel)).toEqual(['roomraccoon']);
    await t.runJobs();
    const response = await sync(token, hotel.id, 'GET');
    expect(response.body).not.toContain('pw!');
    const raccoon = syncStatusSchema.parse(response.json()).channels[1]!;
    expect(raccoon).toMatchObject({
      isConnected: true,
      details: { username: 'rr-hotel', hotelCode: 'H42' },
      nextRunAt: null,
      lastJob: { status: 'skipped', reason: 'channel_pushes_only' },
    });
  });

  it('needs manageHotel: members without it and outsiders get 403, super admins may', async () => {
    const { hotel } = await ownerWithHotel();
    await connectSmoobu(hotel.id);
    const manager = await createMember(t.db, hotel.id, ['manageHotel']);
    const viewer = await createMember(t.db, hotel.id, ['viewBookings', 'manageBookings']);
    const outsider = await createUser(t.db);
    const admin = await createUser(t.db, { superAdmin: true });
    expect((await sync(await loginAs(t.app, manager), hotel.id, 'PUT')).statusCode).toBe(202);
    const denied = await sync(await loginAs(t.app, viewer), hotel.id, 'PUT');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(
      'You are not allowed to manage the hotel. Please ask the owner of the hotel for access.',
    );
    const asOutsider = await sync(await loginAs(t.app, outsider), hotel.id, 'GET');
    expect(asOutsider.statusCode).toBe(403);
    expect((await sync(await loginAs(t.app, admin), hotel.id, 'GET')).statusCode).toBe(200);
    // Jobs of this hotel are not visible through another hotel's header.
    const other = await ownerWithHotel();
    const otherStatus = syncStatusSchema.parse(
      (await sync(other.token, other.hotel.id, 'GET')).json(),
    );
    expect(otherStatus.channels[0]!.lastJob).toBeNull();
  });
});
