import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../db/schema';
import { channelSyncErrors, channelSyncState } from '../../db/schema-channels';
import { syncJobs } from '../../db/schema-setup';
import { bearerEn, createOwnedHotel } from '../../test/factories';
import { startSmoobuFake, type FakeSmoobu } from '../../test/smoobu-fake';
import { createTestApp, type TestApp } from '../../test/test-app';
import { smoobuHotelScene } from '../../test/smoobu-factories';

let t: TestApp;
let fake: FakeSmoobu;
beforeAll(async () => {
  fake = await startSmoobuFake();
  t = await createTestApp({ smoobuApiUrl: fake.url });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Card = { key: string; state: string; lastSyncAt: string | null; problemCount: number };

async function overview(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/integration', headers });
  expect(response.statusCode).toBe(200);
  const cards = response.json<{ integrations: Card[] }>().integrations;
  return Object.fromEntries(cards.map((card) => [card.key, card]));
}

describe('GET /api/integration', () => {
  it('shows every integration as not connected for a new hotel, each with its page', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/integration',
      headers: bearerEn(token, hotel.id),
    });
    expect(response.json()).toEqual({
      integrations: [
        {
          key: 'smoobu',
          state: 'not_connected',
          lastSyncAt: null,
          problemCount: 0,
          path: '/plugins/smoobu',
        },
        {
          key: 'roomraccoon',
          state: 'not_connected',
          lastSyncAt: null,
          problemCount: 0,
          path: '/integrations/roomraccoon',
        },
        {
          key: 'csv_import',
          state: 'not_connected',
          lastSyncAt: null,
          problemCount: 0,
          path: null,
        },
        { key: 'api', state: 'not_connected', lastSyncAt: null, problemCount: 0, path: null },
      ],
    });
  });

  it('shows Smoobu connected with its last sync, and with errors after a failure of the last day', async () => {
    const scene = await smoobuHotelScene(t, fake);
    const syncedAt = new Date('2026-11-20T08:00:00Z');
    await t.db
      .update(channelSyncState)
      .set({ lastSuccessAt: syncedAt })
      .where(eq(channelSyncState.hotelId, scene.hotel.id));
    // The first pull the switch queued has not run yet (the test runs jobs itself).
    expect((await overview(scene.headers)).smoobu).toMatchObject({
      state: 'connected',
      lastSyncAt: syncedAt.toISOString(),
      problemCount: 0,
    });
    await t.db.insert(channelSyncErrors).values({
      hotelId: scene.hotel.id,
      channel: 'smoobu',
      message: 'Smoobu: cannot connect',
      externalId: null,
    });
    expect((await overview(scene.headers)).smoobu).toMatchObject({
      state: 'errors',
      problemCount: 1,
    });
  });

  it('shows a channel whose last sync job failed with errors', async () => {
    const scene = await smoobuHotelScene(t, fake);
    await t.db
      .update(syncJobs)
      .set({ status: 'failed', error: 'Smoobu: cannot connect', finishedAt: new Date() })
      .where(eq(syncJobs.hotelId, scene.hotel.id));
    expect((await overview(scene.headers)).smoobu!.state).toBe('errors');
  });

  it('shows RoomRaccoon, the CSV import over SMB and an active API key as connected', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const headers = bearerEn(token, hotel.id);
    await t.db
      .update(hotels)
      .set({
        plugins: sql`'{"roomraccoon": {"enabled": true}}'::jsonb`,
        csvImport: { method: 'smb' },
      })
      .where(eq(hotels.id, hotel.id));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/plugin/api/keys',
      headers,
      payload: { name: 'Website', permissions: ['bookings.read'] },
    });
    expect(created.statusCode).toBe(201);
    const cards = await overview(headers);
    expect([cards.roomraccoon!.state, cards.csv_import!.state, cards.api!.state]).toEqual([
      'connected',
      'connected',
      'connected',
    ]);
  });
});
