import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { todayIn } from '@hotel/shared/stay-dates';
import { roomServices } from '../../db/schema-operations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, bearerEn, createMember, createOwnedHotel, loginAs } from '../../test/factories';
import { createRooms, createRoomType } from '../../test/reservation-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';

/** A hotel with rooms 9, 10 and 101 (to see natural order), signed in as its owner. */
async function setup() {
  const { hotel, token } = await createOwnedHotel(t.app, t.db);
  const roomType = await createRoomType(t.db, hotel.id, { name: 'Double', shortCode: 'DZ' });
  const [room10] = await createRooms(t.db, hotel.id, roomType.id, 1, 10);
  const [room101] = await createRooms(t.db, hotel.id, roomType.id, 1, 101);
  const [room9] = await createRooms(t.db, hotel.id, roomType.id, 1, 9);
  const headers = bearerEn(token, hotel.id);
  const call = (method: Method, url: string, payload?: object, as = headers) =>
    t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
  const create = (values: object = {}) =>
    call('POST', '/api/room_service/', {
      room: room10!.id,
      start: '2031-05-02T09:00:00.000Z',
      end: '2031-05-02T13:00:00.000Z',
      notice: 'Change towels',
      ...values,
    });
  return {
    hotel,
    token,
    headers,
    call,
    create,
    rooms: { room9: room9!, room10: room10!, room101: room101! },
  };
}

const issue = (body: { issues: { path: string; message: string }[] }, path: string) =>
  body.issues.find((item) => item.path === path)?.message;

describe('manual room service records', () => {
  it('creates a record on the board of its start day in the hotel time zone and reads it back', async () => {
    const s = await setup();
    // 23:30 UTC is 01:30 the next day in Berlin: the record belongs to the 2nd of May.
    const created = await s.create({
      start: '2031-05-01T23:30:00.000Z',
      end: '2031-05-02T02:00:00+02:00',
    });
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({
      kind: 'manual',
      status: 'open',
      date: '2031-05-02',
      start: '2031-05-01T23:30:00.000Z',
      end: '2031-05-02T00:00:00.000Z',
      notice: 'Change towels',
      booking: null,
      doneAt: null,
      room: { _id: s.rooms.room10.id, number: '10', roomType: { name: 'Double', shortCode: 'DZ' } },
    });

    const read = await s.call('GET', `/api/room_service/${record._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(record);
    const board = await s.call('GET', '/api/room_service/?date=2031-05-02');
    expect(board.json().items.map((item: { _id: string }) => item._id)).toEqual([record._id]);
    expect((await s.call('GET', '/api/room_service/?date=2031-05-01')).json().items).toEqual([]);
  });

  it('answers each invalid field with its message in English and German and stores nothing', async () => {
    const s = await setup();
    const foreign = await createOwnedHotel(t.app, t.db);
    const foreignType = await createRoomType(t.db, foreign.hotel.id);
    const [foreignRoom] = await createRooms(t.db, foreign.hotel.id, foreignType.id, 1);
    const cases: [object, string, string, string][] = [
      [{ room: '' }, 'room', 'Room is required', 'Zimmer ist erforderlich'],
      [{ room: 'abc' }, 'room', 'This value is not valid', 'Dieser Wert ist ungültig'],
      [
        { room: foreignRoom!.id },
        'room',
        'This room does not exist in this hotel',
        'Dieses Zimmer gibt es in diesem Hotel nicht',
      ],
      [{ start: '' }, 'start', 'Start is required', 'Beginn ist erforderlich'],
      [{ end: undefined }, 'end', 'End is required', 'Ende ist erforderlich'],
      [
        { start: '2.5.2031' },
        'start',
        'Please enter a valid date',
        'Bitte geben Sie ein gültiges Datum ein',
      ],
      [
        { end: '2031-05-02T08:00:00.000Z' },
        'end',
        'The end must be after the start',
        'Das Ende muss nach dem Beginn liegen',
      ],
    ];
    for (const [values, path, english, german] of cases) {
      const response = await s.create(values);
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(issue(response.json(), path)).toBe(english);
      const inGerman = await s.call(
        'POST',
        '/api/room_service/',
        {
          room: s.rooms.room10.id,
          start: '2031-05-02T09:00:00.000Z',
          end: '2031-05-02T13:00:00.000Z',
          ...values,
        },
        { ...s.headers, 'accept-language': 'de' },
      );
      expect(issue(inGerman.json(), path)).toBe(german);
    }
    const stored = await t.db
      .select()
      .from(roomServices)
      .where(eq(roomServices.hotelId, s.hotel.id));
    expect(stored).toEqual([]);
  });
});

describe('the housekeeping board', () => {
  it('lists a day in natural room order, filters by status, kind and room, and pages', async () => {
    const s = await setup();
    const day = (time: string) => `2031-06-10T${time}:00.000Z`;
    const make = async (room: { id: string }, start: string) =>
      (await s.create({ room: room.id, start: day(start), end: day('14:00') })).json();
    const in101 = await make(s.rooms.room101, '08:00');
    const in10 = await make(s.rooms.room10, '09:00');
    const in9 = await make(s.rooms.room9, '10:00');
    const earlierIn10 = await make(s.rooms.room10, '07:00');
    // Another day's record stays off this board.
    await s.create({
      room: s.rooms.room9.id,
      start: '2031-06-11T09:00:00Z',
      end: '2031-06-11T10:00:00Z',
    });
    await s.call('PUT', `/api/room_service/${in9._id}`, { status: 'done' });

    const board = (await s.call('GET', '/api/room_service/?date=2031-06-10')).json();
    expect(board.items.map((item: { _id: string }) => item._id)).toEqual([
      in9._id,
      earlierIn10._id,
      in10._id,
      in101._id,
    ]);
    expect(board).toMatchObject({ total: 4, page: 1, limit: 100 });
    expect(board.today).toBe(todayIn('Europe/Berlin'));

    const open = (
      await s.call('GET', '/api/room_service/?date=2031-06-10&status=open,in_progress')
    ).json();
    expect(open.total).toBe(3);
    const done = (await s.call('GET', '/api/room_service/?date=2031-06-10&status=done')).json();
    expect(done.items.map((item: { _id: string }) => item._id)).toEqual([in9._id]);
    const room10 = (
      await s.call('GET', `/api/room_service/?date=2031-06-10&room=${s.rooms.room10.id}`)
    ).json();
    expect(room10.total).toBe(2);
    const manual = (await s.call('GET', '/api/room_service/?date=2031-06-10&kind=manual')).json();
    expect(manual.total).toBe(4);
    expect(
      (await s.call('GET', '/api/room_service/?date=2031-06-10&kind=departure')).json().total,
    ).toBe(0);

    const secondPage = (
      await s.call('GET', '/api/room_service/?date=2031-06-10&limit=3&page=2')
    ).json();
    expect(secondPage.items.map((item: { _id: string }) => item._id)).toEqual([in101._id]);
    expect(secondPage.total).toBe(4);
  });

  it('without a date lists the newest first', async () => {
    const s = await setup();
    const older = (
      await s.create({ start: '2031-01-01T09:00:00Z', end: '2031-01-01T10:00:00Z' })
    ).json();
    const newer = (
      await s.create({ start: '2031-02-01T09:00:00Z', end: '2031-02-01T10:00:00Z' })
    ).json();
    const list = (await s.call('GET', '/api/room_service/?kind=manual')).json();
    expect(list.items.map((item: { _id: string }) => item._id)).toEqual([newer._id, older._id]);
    expect(list.total).toBe(2);
  });

  it('refuses unknown filters with a translated message', async () => {
    const s = await setup();
    const status = await s.call('GET', '/api/room_service/?status=open,dirty');
    expect(status.statusCode).toBe(400);
    expect(issue(status.json(), 'status')).toBe('This room service status does not exist');
    const date = await s.call('GET', '/api/room_service/?date=2031-02-30', undefined, {
      ...s.headers,
      'accept-language': 'de',
    });
    expect(date.statusCode).toBe(400);
    expect(issue(date.json(), 'date')).toBe('Bitte geben Sie ein gültiges Datum ein');
  });
});

describe('status and notice changes', () => {
  it('moves open → in progress → open → done, records when it was done, then refuses every change', async () => {
    const s = await setup();
    const record = (await s.create()).json();
    const put = (body: object, headers = s.headers) =>
      s.call('PUT', `/api/room_service/${record._id}`, body, headers);

    const started = await put({ status: 'in_progress' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      status: 'in_progress',
      doneAt: null,
      notice: 'Change towels',
    });
    expect((await put({ status: 'open' })).json().status).toBe('open');
    expect((await put({ notice: '  Minibar empty  ' })).json()).toMatchObject({
      status: 'open',
      notice: 'Minibar empty',
    });
    expect((await put({})).statusCode).toBe(200);

    const before = Date.now();
    const done = await put({ status: 'done', notice: 'Minibar refilled' });
    expect(done.json()).toMatchObject({ status: 'done', notice: 'Minibar refilled' });
    const doneAt = Date.parse(done.json().doneAt);
    expect(doneAt).toBeGreaterThanOrEqual(before - 1000);
    expect(doneAt).toBeLessThanOrEqual(Date.now() + 1000);

    const reopen = await put({ status: 'open' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(
      'This room service record is done and can no longer be changed',
    );
    const inGerman = await put({ notice: 'Noch etwas' }, { ...s.headers, 'accept-language': 'de' });
    expect(inGerman.statusCode).toBe(409);
    expect(inGerman.json().message).toBe(
      'Dieser Zimmerservice-Eintrag ist erledigt und kann nicht mehr geändert werden',
    );
    // Sending what it already is changes nothing and is not an error.
    expect((await put({ status: 'done' })).statusCode).toBe(200);
    expect((await s.call('GET', `/api/room_service/${record._id}`)).json()).toMatchObject({
      status: 'done',
      notice: 'Minibar refilled',
    });
  });

  it('a canceled record is final too; an unknown status is a validation error', async () => {
    const s = await setup();
    const record = (await s.create()).json();
    const url = `/api/room_service/${record._id}`;
    const unknown = await s.call('PUT', url, { status: 'dirty' });
    expect(unknown.statusCode).toBe(400);
    expect(issue(unknown.json(), 'status')).toBe('This room service status does not exist');
    expect((await s.call('PUT', url, { status: 'canceled' })).json()).toMatchObject({
      status: 'canceled',
      doneAt: null,
    });
    const refused = await s.call('PUT', url, { status: 'done' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This room service record is canceled and can no longer be changed',
    );
  });
});

describe('permissions and hotel scope', () => {
  it('viewBookings reads, manageBookings changes, nobody else', async () => {
    const s = await setup();
    const record = (await s.create()).json();
    const viewer = await createMember(t.db, s.hotel.id, ['viewBookings']);
    const outsider = await createMember(t.db, s.hotel.id, ['manageHotel']);
    const viewerHeaders = bearer(await loginAs(t.app, viewer), s.hotel.id);
    const outsiderHeaders = bearer(await loginAs(t.app, outsider), s.hotel.id);
    const url = `/api/room_service/${record._id}`;

    expect((await s.call('GET', '/api/room_service/', undefined, viewerHeaders)).statusCode).toBe(
      200,
    );
    expect((await s.call('GET', url, undefined, viewerHeaders)).statusCode).toBe(200);
    const post = await s.call(
      'POST',
      '/api/room_service/',
      { room: s.rooms.room9.id, start: record.start, end: record.end },
      viewerHeaders,
    );
    expect(post.statusCode).toBe(403);
    expect((await s.call('PUT', url, { status: 'done' }, viewerHeaders)).statusCode).toBe(403);
    expect((await s.call('GET', '/api/room_service/', undefined, outsiderHeaders)).statusCode).toBe(
      403,
    );
    expect((await s.call('GET', url, undefined, outsiderHeaders)).statusCode).toBe(403);
    expect((await s.call('GET', url)).json().status).toBe('open');
  });

  it("another hotel's record is not found, and its board is not shown", async () => {
    const s = await setup();
    const other = await setup();
    const record = (await other.create()).json();
    const url = `/api/room_service/${record._id}`;
    const read = await s.call('GET', url);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Room service record not found');
    const change = await s.call(
      'PUT',
      url,
      { status: 'done' },
      { ...s.headers, 'accept-language': 'de' },
    );
    expect(change.statusCode).toBe(404);
    expect(change.json().message).toBe('Zimmerservice-Eintrag nicht gefunden');
    expect((await s.call('GET', '/api/room_service/?date=2031-05-02')).json().total).toBe(0);
    expect((await other.call('GET', url)).json().status).toBe('open');
    // The other hotel's header without membership is refused outright.
    expect(
      (await s.call('GET', url, undefined, bearerEn(s.token, other.hotel.id))).statusCode,
    ).toBe(403);
  });
});
