import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncJobs } from '../../db/schema-setup';
import { startSmoobuFake, type FakeSmoobu } from '../../test/smoobu-fake';
import { smoobuHotelScene } from '../../test/smoobu-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SMOOBU_PULL_SWEEP_QUEUE } from './smoobu-inbound.jobs';

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

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000);

describe('the 15-minute sweep', () => {
  it('deletes finished scheduled runs older than a week, keeping manual ones and the latest', async () => {
    const scene = await smoobuHotelScene(t, fake, { enable: false });
    const run = (trigger: 'schedule' | 'manual', age: number, finished = true) => ({
      hotelId: scene.hotel.id,
      channel: 'smoobu',
      trigger,
      status: finished ? ('succeeded' as const) : ('running' as const),
      createdAt: daysAgo(age),
      finishedAt: finished ? daysAgo(age) : null,
    });
    const [oldest, old, oldManual, stillRunning, recent, latestOfOther] = await t.db
      .insert(syncJobs)
      .values([
        run('schedule', 30),
        run('schedule', 8),
        run('manual', 30),
        run('schedule', 20, false),
        run('schedule', 6),
        { ...run('schedule', 40), channel: 'roomraccoon' },
      ])
      .returning({ id: syncJobs.id });

    await t.app.jobs.send(SMOOBU_PULL_SWEEP_QUEUE, {});
    await t.runJobs();

    const left = await t.db
      .select({ id: syncJobs.id })
      .from(syncJobs)
      .where(eq(syncJobs.hotelId, scene.hotel.id));
    const ids = left.map((row) => row.id);
    expect(ids).not.toContain(oldest!.id);
    expect(ids).not.toContain(old!.id);
    expect(ids).toEqual(
      expect.arrayContaining([oldManual!.id, stillRunning!.id, recent!.id, latestOfOther!.id]),
    );
  });
});
