import { createServer, type AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, guests } from '../../db/schema-bookings';
import { hotels } from '../../db/schema';
import { csvImportRuns } from '../../db/schema-integrations';
import {
  CSV_TEMPLATE,
  csvSettings,
  csvText,
  csvUpload,
  createCsvImportScene,
  type CsvTestRow,
} from '../../test/csv-import-factories';
import { bearer, bearerEn, createMember, loginAs } from '../../test/factories';
import { silentServer } from '../../test/silent-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createApiKeysService } from '../api-keys';

let t: TestApp;
beforeAll(async () => {
  // A share that never answers gives up after 2 seconds (the concurrency case waits for it).
  t = await createTestApp({ smb: { smbclientPath: 'smbclient', timeoutSeconds: 2 } });
});
afterAll(() => t.close());

const URL = '/api/hotel/csv-import';

const ROWS: CsvTestRow[] = [
  {
    id: 'A1',
    arrival: '2031-03-01',
    departure: '2031-03-04',
    room: '101',
    first: 'Anna',
    last: 'Weber',
    email: 'anna@example.com',
    price: '300,00',
  },
  {
    id: 'A2',
    arrival: '02.03.2031',
    departure: '05.03.2031',
    room: '102',
    first: 'Ben',
    last: 'Kohl',
    adults: 1,
    notes: 'Late arrival',
  },
  {
    id: 'A3',
    arrival: '2031-03-10',
    departure: '2031-03-12',
    room: '103',
    first: 'Carla',
    last: 'Ruiz',
    email: 'carla@example.com',
  },
];

interface Run {
  status: string;
  trigger: string;
  counts: Record<string, number>;
  problems: { line: number; kind: string; code: string; field: string | null; params?: object }[];
  failure: { code: string; smbStatus: string | null } | null;
}

type Scene = Awaited<ReturnType<typeof createCsvImportScene>>;

async function runFile(scene: Scene, rows: CsvTestRow[] | string) {
  const text = typeof rows === 'string' ? rows : csvText(rows);
  const response = await scene.call('POST', `${URL}/run`, { file: csvUpload(text) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Run>();
}

async function csvBookings(scene: Scene) {
  const response = await scene.call('GET', '/api/booking?externalSource=csv&limit=200&sort=number');
  return response.json<{ items: { _id: string; number: number }[] }>().items;
}

async function bookingByRef(scene: Scene, id: string) {
  const response = await scene.call(
    'GET',
    `/api/booking?externalSource=csv&externalId=${encodeURIComponent(id)}`,
  );
  const [item] = response.json<{ items: { _id: string }[] }>().items;
  if (!item) return undefined;
  return (await scene.call('GET', `/api/booking/${item._id}`)).json();
}

const countOf = async (table: typeof domainEvents | typeof guests, hotelId: string) =>
  (await t.db.select({ value: count() }).from(table).where(eq(table.hotelId, hotelId)))[0]!.value;

describe('CSV import settings', () => {
  it('saves the settings with the password stored apart and never answered', async () => {
    const scene = await createCsvImportScene(t);
    const values = {
      method: 'smb',
      smb_share: '//files.example/exports',
      domain: 'HOTEL',
      username: 'import',
      file_path: 'pms\\buchungen.csv',
      interval: 30,
    };
    const saved = await scene.call('PUT', URL, { ...csvSettings(values), password: 'Geheim-123' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('Geheim-123');
    expect(saved.json().settings).toMatchObject({
      ...values,
      column_template: csvSettings().column_template,
      password: { configured: true, last4: null },
      status: null,
    });
    expect(saved.json()).toMatchObject({ lastRun: null, runs: [] });
    // Never run: the next run is due now.
    expect(saved.json().nextRunAt).not.toBeNull();

    // Left out keeps the password; an empty one removes it.
    await scene.saveSettings({ ...values, interval: 45 });
    const kept = await scene.call('GET', URL);
    expect(kept.json().settings).toMatchObject({ interval: 45, password: { configured: true } });
    const removed = await scene.call('PUT', URL, { ...csvSettings(values), password: '' });
    expect(removed.json().settings.password).toEqual({ configured: false, last4: null });
    // Manual upload has no next run.
    expect((await scene.saveSettings()).nextRunAt).toBeNull();
  });

  it('forgets the saved password when share, domain or user change without a new one', async () => {
    const scene = await createCsvImportScene(t);
    const account = {
      method: 'smb',
      smb_share: '//files.example/exports',
      domain: 'HOTEL',
      username: 'import',
      file_path: 'buchungen.csv',
    };
    const configured = async () =>
      (await scene.call('GET', URL)).json().settings.password.configured as boolean;
    for (const change of [
      { smb_share: '//elsewhere.example/exports' },
      { domain: 'OTHER' },
      { username: 'someone' },
    ]) {
      await scene.call('PUT', URL, { ...csvSettings(account), password: 'Geheim-123' });
      // The same account, the interval changed: the password stays.
      await scene.saveSettings({ ...account, interval: 30 });
      expect(await configured()).toBe(true);
      const moved = await scene.call('PUT', URL, csvSettings({ ...account, ...change }));
      expect(moved.statusCode).toBe(200);
      expect(moved.json().settings.password).toEqual({ configured: false, last4: null });
      expect(await configured()).toBe(false);
    }
    // Another account with its own password keeps that one.
    const withNew = await scene.call('PUT', URL, {
      ...csvSettings({ ...account, username: 'other' }),
      password: 'Neu-456',
    });
    expect(withNew.json().settings.password.configured).toBe(true);
  });

  it('never sends the saved password to a share, domain or user the check names', async () => {
    const scene = await createCsvImportScene(t);
    // A server that counts who connects: the refused checks must not reach it.
    let connections = 0;
    const listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    try {
      const account = {
        method: 'smb',
        smb_share: '//files.example/exports',
        domain: 'HOTEL',
        username: 'import',
        file_path: 'buchungen.csv',
      };
      await scene.call('PUT', URL, { ...csvSettings(account), password: 'Geheim-123' });
      for (const change of [
        { smb_share: `//127.0.0.1:${port}/exports` },
        { smb_share: `//127.0.0.1:${port}/exports`, domain: 'OTHER' },
        { smb_share: `//127.0.0.1:${port}/exports`, username: 'someone' },
      ]) {
        const check = await scene.call('POST', `${URL}/check`, {
          settings: csvSettings({ ...account, ...change }),
        });
        expect(check.statusCode).toBe(400);
        expect(check.json().issues).toEqual([
          expect.objectContaining({
            path: 'settings.password',
            message: 'Please enter the password for this share',
          }),
        ]);
      }
      const german = await t.app.inject({
        method: 'POST',
        url: `${URL}/check`,
        headers: bearer(scene.token, scene.hotel.id),
        payload: { settings: csvSettings({ ...account, smb_share: `//127.0.0.1:${port}/x` }) },
      });
      expect(german.json().issues[0].message).toBe(
        'Bitte das Passwort für diese Freigabe eingeben',
      );
      expect(connections).toBe(0);
      // The saved password is still there for the saved share.
      expect((await scene.call('GET', URL)).json().settings.password.configured).toBe(true);
    } finally {
      listener.close();
    }
  });

  it('refuses a template without the required fields and a share without a server', async () => {
    const scene = await createCsvImportScene(t);
    const template = await scene.call(
      'PUT',
      URL,
      csvSettings({ column_template: ['arrival', 'departure', 'arrival'] }),
    );
    expect(template.statusCode).toBe(400);
    expect(template.json().issues.map((issue: { message: string }) => issue.message)).toEqual([
      'Please assign a column to: room_number, last_name',
      'Each field can be assigned to only one column',
    ]);
    const share = await scene.call('PUT', URL, csvSettings({ method: 'smb' }));
    expect(share.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      'smb_share',
      'file_path',
      'username',
    ]);
  });

  it('refuses bad input in the caller’s language and changes nothing', async () => {
    const scene = await createCsvImportScene(t);
    await scene.saveSettings({ interval: 120 });
    const before = (await scene.call('GET', URL)).json();
    const english = await scene.call('PUT', URL, csvSettings({ interval: 2 }));
    expect(english.statusCode).toBe(400);
    expect(english.json().issues).toMatchObject([
      { path: 'interval', message: 'Please enter an interval between 5 and 1,440 minutes' },
    ]);
    const german = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: bearer(scene.token, scene.hotel.id),
      payload: csvSettings({ interval: 2 }),
    });
    expect(german.statusCode).toBe(400);
    expect(german.json().issues[0].message).toBe(
      'Bitte ein Intervall zwischen 5 und 1.440 Minuten eingeben',
    );
    for (const payload of [
      csvSettings({ separator: 'tab' }),
      csvSettings({ method: 'ftp' }),
      csvSettings({ column_template: ['arrival', 'birthday'] }),
      csvSettings({ smb_share: 'x'.repeat(301) }),
      csvSettings({ column_template: ['arrival', 'departure'] }),
      csvSettings({ method: 'smb', smb_share: 'files', username: 'a', file_path: 'b.csv' }),
    ]) {
      expect((await scene.call('PUT', URL, payload)).statusCode).toBe(400);
    }
    expect((await scene.call('GET', URL)).json()).toEqual(before);
  });
});

/** The hotel's run in progress, once the run just started has written it. */
async function runningRun(hotelId: string) {
  for (;;) {
    const [run] = await t.db
      .select()
      .from(csvImportRuns)
      .where(and(eq(csvImportRuns.hotelId, hotelId), eq(csvImportRuns.status, 'running')));
    if (run) return run;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the file check', () => {
  it('shows 4 random records as they would import, names unknown rooms, and writes nothing', async () => {
    const scene = await createCsvImportScene(t);
    const rows = [
      ...ROWS,
      { ...ROWS[0]!, id: 'A4', room: '999', arrival: '2031-05-01', departure: '2031-05-02' },
      { ...ROWS[0]!, id: 'A5', arrival: '2031-06-01', departure: '2031-06-03' },
      { ...ROWS[0]!, id: 'A6', arrival: 'soon', departure: '2031-06-03' },
    ];
    const response = await scene.call('POST', `${URL}/check`, {
      settings: csvSettings(),
      file: csvUpload(csvText(rows)),
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      fileName: 'buchungen.csv',
      rows: 6,
      encoding: 'utf-8',
      header: [
        'Nr',
        'Anreise',
        'Abreise',
        'Zimmer',
        'Vorname',
        'Nachname',
        'E-Mail',
        'Erw',
        'Preis',
        'Status',
        'Notiz',
      ],
    });
    expect(result.records).toHaveLength(4);
    const lines = result.records.map((record: { line: number }) => record.line);
    expect(new Set(lines).size).toBe(4);
    for (const record of result.records) {
      const id = rows[record.line - 2]!.id;
      expect(record.values.external_id).toBe(id);
      if (id === 'A4') {
        expect(record.booking).toBeNull();
        expect(record.errors).toEqual([
          { field: 'room_number', code: 'unknownRoom', params: { value: '999' } },
        ]);
      } else if (id === 'A6') {
        expect(record.booking).toBeNull();
        expect(record.errors[0]).toMatchObject({ field: 'arrival', code: 'invalidDate' });
      } else {
        expect(record.errors).toEqual([]);
        expect(record.booking).toMatchObject({ externalId: id, status: 'confirmed' });
      }
    }
    const first = result.records.find((record: { line: number }) => record.line === 2);
    if (first) {
      expect(first.booking).toMatchObject({
        arrival: '2031-03-01',
        roomNumber: '101',
        guestName: 'Anna Weber',
        price: 30000,
        adults: 2,
      });
    }
    expect(await csvBookings(scene)).toEqual([]);
    const runs = await t.db
      .select()
      .from(csvImportRuns)
      .where(eq(csvImportRuns.hotelId, scene.hotel.id));
    expect(runs).toEqual([]);
  });

  it('checks a file before any column is assigned: every cell shows, the missing fields are named', async () => {
    const scene = await createCsvImportScene(t);
    const response = await scene.call('POST', `${URL}/check`, {
      settings: csvSettings({ column_template: [] }),
      file: csvUpload(csvText(ROWS)),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [record] = response.json().records;
    expect(record.cells).toHaveLength(11);
    expect(record.booking).toBeNull();
    expect(record.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'arrival', code: 'required' }),
        expect.objectContaining({ field: 'last_name', code: 'required' }),
      ]),
    );
    // Saving is still refused until the required fields have their columns.
    const save = await scene.call('PUT', URL, csvSettings({ column_template: [] }));
    expect(save.statusCode).toBe(400);
  });

  it('says what is wrong with a file that is not CSV or not base64', async () => {
    const scene = await createCsvImportScene(t);
    const malformed = await scene.call('POST', `${URL}/check`, {
      settings: csvSettings(),
      file: csvUpload(`${csvText(ROWS)}A9;"2031-01-01;2031-01-02;101;X;Y\r\n`),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/could not be read as CSV/);
    const notBase64 = await scene.call('POST', `${URL}/check`, {
      settings: csvSettings(),
      file: { name: 'x.csv', content_base64: '***' },
    });
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json().message).toBe('The file could not be read');
    const noFile = await scene.call('POST', `${URL}/check`, { settings: csvSettings() });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please choose a file to import');
    const noShare = await scene.call('POST', `${URL}/check`, {
      settings: csvSettings({ method: 'smb' }),
    });
    expect(noShare.statusCode).toBe(400);
    expect(noShare.json().message).toBe('Please save the settings of the share first');
  });
});

describe('CSV import runs', () => {
  it('imports a file, changes nothing on the same file, and updates from an edited one', async () => {
    const scene = await createCsvImportScene(t);
    await scene.saveSettings();
    const first = await runFile(scene, ROWS);
    expect(first).toMatchObject({
      status: 'succeeded',
      trigger: 'upload',
      counts: { created: 3, updated: 0, unchanged: 0, skipped: 0, conflicts: 0, errors: 0 },
      problems: [],
      failure: null,
    });
    const anna = await bookingByRef(scene, 'A1');
    expect(anna).toMatchObject({
      source: 'csv',
      externalRef: { source: 'csv', id: 'A1' },
      room: { number: '101' },
      arrival: '2031-03-01',
      departure: '2031-03-04',
      adults: 2,
      price: 30000,
      isPriceOverridden: true,
      mainGuest: { firstName: 'Anna', lastName: 'Weber', email: 'anna@example.com' },
    });
    expect(anna.history[0].actor).toEqual({ kind: 'system', name: 'csv_import' });
    expect(await bookingByRef(scene, 'A2')).toMatchObject({
      arrival: '2031-03-02',
      adults: 1,
      notice: 'Late arrival',
      isPriceOverridden: false,
    });

    const events = await countOf(domainEvents, scene.hotel.id);
    const guestCount = await countOf(guests, scene.hotel.id);
    const again = await runFile(scene, ROWS);
    expect(again.counts).toEqual({
      created: 0,
      updated: 0,
      unchanged: 3,
      skipped: 0,
      conflicts: 0,
      errors: 0,
    });
    expect(await countOf(domainEvents, scene.hotel.id)).toBe(events);
    expect(await countOf(guests, scene.hotel.id)).toBe(guestCount);
    expect((await bookingByRef(scene, 'A1')).history).toHaveLength(anna.history.length);

    const edited = [
      { ...ROWS[0]!, departure: '2031-03-05', price: '400' },
      { ...ROWS[1]!, room: '103', notes: 'Early arrival' },
      ROWS[2]!,
    ];
    const third = await runFile(scene, edited);
    expect(third.counts).toMatchObject({ updated: 2, unchanged: 1, created: 0 });
    const changed = await bookingByRef(scene, 'A1');
    expect(changed).toMatchObject({ departure: '2031-03-05', price: 40000 });
    expect(changed.history.at(-1).actor).toEqual({ kind: 'system', name: 'csv_import' });
    expect(await bookingByRef(scene, 'A2')).toMatchObject({
      room: { number: '103' },
      notice: 'Early arrival',
    });

    const state = (await scene.call('GET', URL)).json();
    expect(state.runs).toHaveLength(3);
    expect(state.lastRun.counts.updated).toBe(2);
    expect(state.settings.status).toBe('succeeded');
  });

  it('keeps what staff changed until the row changes in the file', async () => {
    const scene = await createCsvImportScene(t);
    await runFile(scene, ROWS);
    const carla = await bookingByRef(scene, 'A3');
    expect(carla).toMatchObject({ room: { number: '103' } });
    // Staff move the booking to room 101 in the calendar.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/booking/${carla._id}/placement`,
      headers: scene.headers,
      payload: {
        roomType: scene.roomType.id,
        room: scene.rooms.find((room) => room.number === '101')!.id,
        arrival: carla.arrival,
        departure: carla.departure,
        version: carla.version,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const events = await countOf(domainEvents, scene.hotel.id);

    const same = await runFile(scene, ROWS);
    expect(same.counts).toMatchObject({ unchanged: 3, updated: 0, created: 0 });
    expect(await bookingByRef(scene, 'A3')).toMatchObject({ room: { number: '101' } });
    expect(await countOf(domainEvents, scene.hotel.id)).toBe(events);

    // The row changed in the file: its fields win again.
    const edited = await runFile(scene, [ROWS[0]!, ROWS[1]!, { ...ROWS[2]!, notes: 'Sea view' }]);
    expect(edited.counts).toMatchObject({ updated: 1, unchanged: 2 });
    expect(await bookingByRef(scene, 'A3')).toMatchObject({
      room: { number: '103' },
      notice: 'Sea view',
    });
  });

  it('cancels a booking whose row without an id column is marked canceled later', async () => {
    const scene = await createCsvImportScene(t);
    // The first column (the id) is not mapped: rows are known by their hash.
    await scene.saveSettings({ column_template: ['', ...CSV_TEMPLATE.slice(1)] });
    const row = { ...ROWS[0]!, id: '' };
    const first = await runFile(scene, [row]);
    expect(first.counts).toMatchObject({ created: 1 });
    const [booking] = await csvBookings(scene);
    const canceled = await runFile(scene, [{ ...row, status: 'canceled' }]);
    expect(canceled.counts).toMatchObject({ updated: 1, created: 0, skipped: 0 });
    expect(await csvBookings(scene)).toHaveLength(1);
    const after = (await scene.call('GET', `/api/booking/${booking!._id}`)).json();
    expect(after.status).toBe('canceled');
    // The same canceled row again changes nothing.
    expect((await runFile(scene, [{ ...row, status: 'canceled' }])).counts).toMatchObject({
      unchanged: 1,
    });
  });

  it('reports an overlapping row as a conflict and forces nothing', async () => {
    const scene = await createCsvImportScene(t);
    await runFile(scene, ROWS);
    const guestCount = await countOf(guests, scene.hotel.id);
    const anna = await bookingByRef(scene, 'A1');
    const overlapping = {
      ...ROWS[0]!,
      id: 'B1',
      first: 'Dora',
      last: 'Neu',
      email: 'dora@example.com',
      arrival: '2031-03-03',
      departure: '2031-03-06',
    };
    const run = await runFile(scene, [...ROWS, overlapping]);
    expect(run.counts).toMatchObject({ conflicts: 1, unchanged: 3, created: 0 });
    expect(run.problems).toEqual([
      {
        line: 5,
        kind: 'conflict',
        code: 'overlap',
        field: 'room_number',
        params: {
          room: '101',
          arrival: '2031-03-01',
          departure: '2031-03-04',
          booking: anna.number,
        },
      },
    ]);
    expect(await bookingByRef(scene, 'B1')).toBeUndefined();
    // Nothing of the row stays: not even its new guest.
    expect(await countOf(guests, scene.hotel.id)).toBe(guestCount);
    // An edit that would move a booking onto another is refused the same way.
    const moved = await runFile(scene, [{ ...ROWS[2]!, room: '101', arrival: '2031-03-02' }]);
    expect(moved.counts).toMatchObject({ conflicts: 1, updated: 0 });
    expect(await bookingByRef(scene, 'A3')).toMatchObject({ room: { number: '103' } });
  });

  it('cancels, skips and refuses rows with their reasons and line numbers', async () => {
    const scene = await createCsvImportScene(t);
    await runFile(scene, ROWS);
    const run = await runFile(scene, [
      { ...ROWS[0]!, status: 'storniert' },
      { ...ROWS[1]!, id: 'Z9', status: 'canceled' },
      { ...ROWS[2]!, room: '404' },
      { ...ROWS[2]!, id: 'A1' },
      { ...ROWS[2]!, id: 'C1', departure: '2031-03-09' },
    ]);
    expect(run.counts).toEqual({
      created: 0,
      updated: 1,
      unchanged: 0,
      skipped: 1,
      conflicts: 0,
      errors: 3,
    });
    expect(run.problems).toEqual([
      { line: 3, kind: 'skipped', code: 'canceledUnknown', field: null },
      {
        line: 4,
        kind: 'error',
        code: 'unknownRoom',
        field: 'room_number',
        params: { value: '404' },
      },
      {
        line: 5,
        kind: 'error',
        code: 'duplicateInFile',
        field: 'external_id',
        params: { line: 2 },
      },
      expect.objectContaining({ line: 6, kind: 'error', code: 'departureBeforeArrival' }),
    ]);
    expect(await bookingByRef(scene, 'A1')).toMatchObject({ status: 'canceled' });
    // A canceled booking is not changed by the file any more.
    const later = await runFile(scene, [{ ...ROWS[0]!, departure: '2031-03-06' }]);
    expect(later.problems).toEqual([
      {
        line: 2,
        kind: 'skipped',
        code: 'bookingFinal',
        field: null,
        params: expect.objectContaining({ status: 'canceled' }),
      },
    ]);
  });

  it('fails a run on a malformed file and writes nothing', async () => {
    const scene = await createCsvImportScene(t);
    const run = await runFile(scene, `${csvText(ROWS)}A9;"2031-01-01;2031-01-02;101;X;Y\r\n`);
    expect(run).toMatchObject({
      status: 'failed',
      failure: { code: 'errors.csvFileMalformed', smbStatus: null },
      counts: { created: 0 },
    });
    expect(await csvBookings(scene)).toEqual([]);
    const state = (await scene.call('GET', URL)).json();
    expect(state.lastRun).toMatchObject({ status: 'failed' });
    expect(state.settings.status).toBe('failed');
  });

  it('needs a file for manual upload and a saved share otherwise', async () => {
    const scene = await createCsvImportScene(t);
    const noFile = await scene.call('POST', `${URL}/run`, {});
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please choose a file to import');
    // Saved before the form required a share (the settings call refuses that now).
    await t.db
      .update(hotels)
      .set({ csvImport: { ...csvSettings(), method: 'smb' } })
      .where(eq(hotels.id, scene.hotel.id));
    const noShare = await scene.call('POST', `${URL}/run`, {});
    expect(noShare.statusCode).toBe(400);
    expect(noShare.json().message).toBe('Please save the settings of the share first');
  });

  it('runs one import at a time; a run left by a dead process does not block for ever', async () => {
    const scene = await createCsvImportScene(t);
    // A share that accepts the connection and never answers keeps the first run going.
    const silent = await silentServer();
    try {
      await scene.saveSettings({
        method: 'smb',
        smb_share: `//127.0.0.1:${silent.port}/exports`,
        username: 'import',
        file_path: 'buchungen.csv',
      });
      const first = scene.call('POST', `${URL}/run`, {});
      await runningRun(scene.hotel.id);
      const second = await scene.call('POST', `${URL}/run`, { file: csvUpload(csvText(ROWS)) });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(
        'An import is already running. Please wait until it has finished.',
      );
      const german = await t.app.inject({
        method: 'POST',
        url: `${URL}/run`,
        headers: bearer(scene.token, scene.hotel.id),
        payload: { file: csvUpload(csvText(ROWS)) },
      });
      expect(german.json().message).toBe(
        'Es läuft bereits ein Import. Bitte warten, bis er fertig ist.',
      );
      const hung = await first;
      expect(hung.json()).toMatchObject({
        status: 'failed',
        failure: { code: 'smbStatus.timeout', smbStatus: 'timeout' },
      });
    } finally {
      await silent.close();
    }
    expect(await csvBookings(scene)).toEqual([]);

    // A run another process left `running` 20 minutes ago (killed) no longer blocks.
    await t.db.insert(csvImportRuns).values({
      hotelId: scene.hotel.id,
      trigger: 'schedule',
      startedAt: new Date(Date.now() - 20 * 60_000),
    });
    expect((await runFile(scene, ROWS)).status).toBe('succeeded');
    const [stale] = await t.db
      .select()
      .from(csvImportRuns)
      .where(and(eq(csvImportRuns.hotelId, scene.hotel.id), eq(csvImportRuns.trigger, 'schedule')));
    expect(stale).toMatchObject({ status: 'failed', failureCode: 'errors.csvImportInterrupted' });
  });

  it('leaves a run that was marked failed as stale meanwhile as it is', async () => {
    const scene = await createCsvImportScene(t);
    const silent = await silentServer();
    try {
      await scene.saveSettings({
        method: 'smb',
        smb_share: `//127.0.0.1:${silent.port}/exports`,
        username: 'import',
        password: 'secret',
        file_path: 'buchungen.csv',
      });
      const hanging = scene.call('POST', `${URL}/run`, {});
      const run = await runningRun(scene.hotel.id);
      // Another process took it for dead and failed it while the share still hung.
      await t.db
        .update(csvImportRuns)
        .set({
          status: 'failed',
          failureCode: 'errors.csvImportInterrupted',
          finishedAt: new Date(),
        })
        .where(eq(csvImportRuns.id, run.id));
      const answer = await hanging;
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        status: 'failed',
        failure: { code: 'errors.csvImportInterrupted', smbStatus: null },
      });
      const [stored] = await t.db.select().from(csvImportRuns).where(eq(csvImportRuns.id, run.id));
      expect(stored).toMatchObject({ failureCode: 'errors.csvImportInterrupted', smbStatus: null });
    } finally {
      await silent.close();
    }
  });

  it('keeps the newest 50 runs of a hotel', async () => {
    const scene = await createCsvImportScene(t);
    const old = Array.from({ length: 55 }, (_, index) => ({
      hotelId: scene.hotel.id,
      trigger: 'upload',
      status: 'succeeded',
      startedAt: new Date(Date.now() - (index + 1) * 3600_000),
      finishedAt: new Date(Date.now() - (index + 1) * 3600_000),
    }));
    await t.db.insert(csvImportRuns).values(old);
    await runFile(scene, ROWS);
    const left = await t.db
      .select({ value: count() })
      .from(csvImportRuns)
      .where(eq(csvImportRuns.hotelId, scene.hotel.id));
    expect(left[0]!.value).toBe(50);
    expect((await scene.call('GET', URL)).json().runs).toHaveLength(20);
  });

  it('shows the last run on the integrations overview', async () => {
    const scene = await createCsvImportScene(t);
    await scene.saveSettings({
      method: 'smb',
      smb_share: '//files/x',
      username: 'import',
      file_path: 'a.csv',
    });
    const card = async () =>
      (await scene.call('GET', '/api/integration'))
        .json<{ integrations: { key: string; state: string; lastSyncAt: string | null }[] }>()
        .integrations.find((item) => item.key === 'csv_import')!;
    expect(await card()).toMatchObject({ state: 'connected', lastSyncAt: null });
    await runFile(scene, [{ ...ROWS[0]!, room: '404' }]);
    expect(await card()).toMatchObject({ state: 'errors', lastSyncAt: expect.any(String) });
    await runFile(scene, ROWS);
    expect((await card()).state).toBe('connected');
  });
});

describe('who may use the CSV import', () => {
  it('needs a staff member with manageHotel; API keys are refused', async () => {
    const scene = await createCsvImportScene(t);
    const calls = [
      { method: 'GET' as const, url: URL },
      { method: 'PUT' as const, url: URL, payload: csvSettings() },
      {
        method: 'POST' as const,
        url: `${URL}/check`,
        payload: { settings: csvSettings(), file: csvUpload(csvText(ROWS)) },
      },
      { method: 'POST' as const, url: `${URL}/run`, payload: { file: csvUpload(csvText(ROWS)) } },
    ];
    const bookingsStaff = await loginAs(
      t.app,
      await createMember(t.db, scene.hotel.id, ['viewBookings', 'manageBookings']),
    );
    const apiKey = (
      await createApiKeysService({ db: t.db }).create(
        scene.hotel.id,
        { name: 'Website', permissions: ['bookings.read', 'bookings.write', 'guests'] },
        null,
      )
    ).key;
    for (const call of calls) {
      const asStaff = await t.app.inject({
        ...call,
        headers: bearerEn(bookingsStaff, scene.hotel.id),
      });
      expect(asStaff.statusCode).toBe(403);
      const asKey = await t.app.inject({ ...call, headers: bearerEn(apiKey, scene.hotel.id) });
      expect(asKey.statusCode).toBe(403);
      const anonymous = await t.app.inject({ ...call, headers: { hotel: scene.hotel.id } });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await csvBookings(scene)).toEqual([]);
    const manager = await loginAs(t.app, await createMember(t.db, scene.hotel.id, ['manageHotel']));
    const run = await t.app.inject({ ...calls[3]!, headers: bearerEn(manager, scene.hotel.id) });
    expect(run.json().counts.created).toBe(3);
  });
});
