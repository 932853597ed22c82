import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvImportRuns } from '../../db/schema-integrations';
import {
  createCsvImportScene,
  csvSettings,
  csvText,
  type CsvTestRow,
} from '../../test/csv-import-factories';
import { bearer } from '../../test/factories';
import { startSambaServer, type SambaServer } from '../../test/samba-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CSV_IMPORT_SCHEDULE_QUEUE } from './csv-import.jobs';

let t: TestApp;
let samba: SambaServer;
beforeAll(async () => {
  samba = await startSambaServer();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await samba.stop();
});

const URL = '/api/hotel/csv-import';

const ROWS: CsvTestRow[] = [
  {
    id: 'S1',
    arrival: '2032-01-10',
    departure: '2032-01-12',
    room: '101',
    first: 'Jörg',
    last: 'Müller',
    email: 'joerg@example.com',
  },
  {
    id: 'S2',
    arrival: '2032-01-11',
    departure: '2032-01-13',
    room: '102',
    first: 'Ida',
    last: 'Berg',
  },
];

/** The hotel's settings pointing at the test Samba's share. */
function shareSettings(values: Record<string, unknown> = {}) {
  return {
    method: 'smb',
    smb_share: samba.share,
    domain: samba.domain,
    username: samba.username,
    password: samba.password,
    file_path: 'exports\\buchungen.csv',
    ...values,
  };
}

async function sceneWithShare(values: Record<string, unknown> = {}) {
  const scene = await createCsvImportScene(t);
  await scene.saveSettings(shareSettings(values));
  return scene;
}

describe('the CSV import from a Windows share', () => {
  beforeAll(async () => {
    await samba.writeFile('exports/buchungen.csv', csvText(ROWS));
  });

  it('checks the file on the share and imports it', async () => {
    const scene = await sceneWithShare();
    // The form's settings without a password: the saved one is used.
    const { password: _typed, ...withoutPassword } = shareSettings();
    const check = await scene.call('POST', `${URL}/check`, {
      settings: csvSettings(withoutPassword),
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ fileName: 'buchungen.csv', rows: 2 });
    expect(check.json().records).toHaveLength(2);

    const run = await scene.call('POST', `${URL}/run`, {});
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({
      trigger: 'manual',
      status: 'succeeded',
      fileName: 'buchungen.csv',
      counts: { created: 2, errors: 0 },
    });
    const again = await scene.call('POST', `${URL}/run`, {});
    expect(again.json().counts).toMatchObject({ created: 0, unchanged: 2 });
    const state = (await scene.call('GET', URL)).json();
    expect(state).toMatchObject({ smbAvailable: true, settings: { status: 'succeeded' } });
    expect(state.nextRunAt).not.toBeNull();
  });

  const failures: [string, () => Record<string, unknown>, string, RegExp][] = [
    [
      'a wrong password',
      () => ({ password: 'wrong-password' }),
      'logon_failure',
      /refused the sign-in/,
    ],
    [
      'a share that does not exist',
      () => ({ smb_share: `//${samba.host}:${samba.port}/nope` }),
      'bad_network_name',
      /does not exist on this server/,
    ],
    [
      'a missing file',
      () => ({ file_path: 'exports\\fehlt.csv' }),
      'object_not_found',
      /file was not found/,
    ],
    [
      'a host that does not exist',
      () => ({ smb_share: '//nonexistent-host.invalid/import' }),
      'host_not_found',
      /server was not found/,
    ],
  ];

  for (const [name, values, status, sentence] of failures) {
    it(`answers ${status} for ${name}, on the check and as a failed run`, async () => {
      const scene = await sceneWithShare(values());
      const check = await scene.call('POST', `${URL}/check`, {
        settings: csvSettings(shareSettings(values())),
      });
      expect(check.statusCode).toBe(502);
      expect(check.json()).toMatchObject({ code: 'SMB_FAILED', smbStatus: status });
      expect(check.json().message).toMatch(sentence);
      const german = await t.app.inject({
        method: 'POST',
        url: `${URL}/check`,
        headers: bearer(scene.token, scene.hotel.id),
        payload: { settings: csvSettings(shareSettings(values())) },
      });
      expect(german.json().message).not.toBe(check.json().message);

      const run = await scene.call('POST', `${URL}/run`, {});
      expect(run.statusCode).toBe(200);
      expect(run.json()).toMatchObject({
        status: 'failed',
        failure: { code: `smbStatus.${status}`, smbStatus: status },
        counts: { created: 0 },
      });
      expect((await scene.call('GET', URL)).json().settings.status).toBe(status);
    });
  }
});

describe('the scheduled CSV import', () => {
  it('runs each due hotel once per interval, however often the schedule fires', async () => {
    await samba.writeFile('exports/schedule.csv', csvText(ROWS));
    const scene = await sceneWithShare({ file_path: 'exports/schedule.csv', interval: 15 });
    const runsOfHotel = () =>
      t.db.select().from(csvImportRuns).where(eq(csvImportRuns.hotelId, scene.hotel.id));

    // Three processes' schedulers firing in the same period.
    for (let i = 0; i < 3; i += 1) await t.app.jobs.send(CSV_IMPORT_SCHEDULE_QUEUE, {});
    await t.runJobs();
    await t.runJobs();
    const [first, ...others] = await runsOfHotel();
    expect(others).toEqual([]);
    expect(first).toMatchObject({ trigger: 'schedule', status: 'succeeded' });
    expect(first!.counts).toMatchObject({ created: 2 });

    // Within the interval: not due, nothing runs.
    await t.app.jobs.send(CSV_IMPORT_SCHEDULE_QUEUE, {});
    await t.runJobs();
    expect(await runsOfHotel()).toHaveLength(1);

    // An interval later it runs again (and changes nothing: the file is the same).
    await t.db
      .update(csvImportRuns)
      .set({ startedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(csvImportRuns.id, first!.id));
    await t.app.jobs.send(CSV_IMPORT_SCHEDULE_QUEUE, {});
    await t.runJobs();
    const runs = await runsOfHotel();
    expect(runs).toHaveLength(2);
    expect(runs.find((run) => run.id !== first!.id)!.counts).toMatchObject({ unchanged: 2 });
  });
});
