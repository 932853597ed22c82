import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema-bookings';
import { channelReservations } from '../../db/schema-channels';
import { createBookingScene } from '../../test/reservation-factories';
import {
  hotelResNotif,
  otaOutcome,
  postOta,
  soapEnvelope,
  type OtaCredentials,
  type OtaReservationInput,
} from '../../test/roomraccoon-messages';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: 'https://pms.example.com' });
});
afterAll(() => t.close());

const CREDENTIALS: OtaCredentials = { username: 'rr-hotel', password: 'raccoon-secret-4711' };

async function scene(options: { roomCount?: number; hotelCode?: string; enabled?: boolean } = {}) {
  const s = await createBookingScene(t, { roomCount: options.roomCount ?? 2 });
  const saved = await s.call('PUT', '/api/integration/roomraccoon', {
    enabled: options.enabled ?? true,
    username: CREDENTIALS.username,
    password: CREDENTIALS.password,
    hotelCode: options.hotelCode ?? 'RR-1',
    roomTypes: [
      { code: 'DBL', roomType: s.roomType.id },
      { code: 'APT', roomType: null },
    ],
  });
  expect(saved.statusCode).toBe(200);
  const endpoint: string = saved.json().endpointUrl;
  const send = (reservations: OtaReservationInput[], credentials = CREDENTIALS) =>
    postOta(t.app, endpoint, soapEnvelope(hotelResNotif(reservations), credentials));
  const bookingsOf = () => t.db.select().from(bookings).where(eq(bookings.hotelId, s.hotel.id));
  const bookingOf = async (externalId: string) => {
    const [row] = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.hotelId, s.hotel.id), eq(bookings.externalId, externalId)));
    return row ? (await s.call('GET', `/api/booking/${row.id}`)).json() : undefined;
  };
  return { ...s, endpoint, send, bookingsOf, bookingOf };
}

const stay = { code: 'DBL', start: '2031-05-01', end: '2031-05-04', adults: 2, kids: 1 };
const newReservation: OtaReservationInput = {
  id: 'RR-1001',
  status: 'Commit',
  hotelCode: 'RR-1',
  stays: [{ ...stay, total: '240.00' }],
  guest: { given: 'Anna', surname: 'Weber', email: 'anna@example.com', phone: '+4915112345678' },
  comment: 'Late arrival, about 22:00',
};

describe('OTA_HotelResNotifRQ: new, modified and canceled reservations', () => {
  it('creates a booking with source roomraccoon; a replay creates nothing more', async () => {
    const s = await scene();
    expect(s.endpoint).toMatch(
      /^https:\/\/pms\.example\.com\/api\/channel\/roomraccoon\/ota\/[A-Za-z0-9_-]{43}$/,
    );
    const response = await s.send([newReservation]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(response.body).toContain('http://schemas.xmlsoap.org/soap/envelope/');
    expect(response.body).toContain('EchoToken="echo-1"');
    const outcome = otaOutcome(response.body);
    expect(outcome).toMatchObject({ isSuccess: true, error: null });
    expect(response.body).toContain('<UniqueID Type="14" ID="RR-1001"/>');

    const booking = await s.bookingOf('RR-1001');
    expect(outcome.bookingNumbers).toEqual([booking.number]);
    expect(booking).toMatchObject({
      source: 'roomraccoon',
      externalRef: { source: 'roomraccoon', id: 'RR-1001' },
      status: 'new',
      kind: 'stay',
      channelConflict: false,
      roomType: { _id: s.roomType.id },
      arrival: '2031-05-01',
      departure: '2031-05-04',
      adults: 2,
      kids: 1,
      price: 24000,
      mainGuest: { firstName: 'Anna', lastName: 'Weber', email: 'anna@example.com' },
    });
    expect(booking.notice).toContain('Late arrival, about 22:00');
    expect(booking.history[0].actor).toEqual({ kind: 'system', name: 'roomraccoon' });

    const replay = await s.send([newReservation]);
    expect(otaOutcome(replay.body)).toMatchObject({
      isSuccess: true,
      bookingNumbers: [booking.number],
    });
    expect(await s.bookingsOf()).toHaveLength(1);
  });

  it('moves the booking on Modify and cancels it on Cancel', async () => {
    const s = await scene();
    await s.send([newReservation]);
    const modified = await s.send([
      {
        ...newReservation,
        status: 'Modify',
        stays: [{ ...stay, start: '2031-05-02', end: '2031-05-06', adults: 3, total: '400.00' }],
      },
    ]);
    expect(otaOutcome(modified.body).isSuccess).toBe(true);
    expect(await s.bookingOf('RR-1001')).toMatchObject({
      arrival: '2031-05-02',
      departure: '2031-05-06',
      adults: 3,
      price: 40000,
      status: 'new',
    });

    const canceled = await s.send([{ ...newReservation, status: 'Cancel' }]);
    expect(otaOutcome(canceled.body).isSuccess).toBe(true);
    expect((await s.bookingOf('RR-1001')).status).toBe('canceled');
    expect(await s.bookingsOf()).toHaveLength(1);
  });

  it('cancels every room of a reservation, even when the cancellation names none', async () => {
    const s = await scene();
    const twoRooms = { ...newReservation, id: 'RR-2002', stays: [stay, stay] };
    const created = await s.send([twoRooms]);
    expect(otaOutcome(created.body).bookingNumbers).toHaveLength(2);
    expect((await s.bookingOf('RR-2002')).status).toBe('new');
    expect((await s.bookingOf('RR-2002/2')).status).toBe('new');

    // A modification down to one room cancels the other.
    await s.send([{ ...twoRooms, status: 'Modify', stays: [stay] }]);
    expect((await s.bookingOf('RR-2002')).status).toBe('new');
    expect((await s.bookingOf('RR-2002/2')).status).toBe('canceled');

    const canceled = await s.send([{ ...twoRooms, status: 'Cancel', stays: [] }]);
    expect(otaOutcome(canceled.body).isSuccess).toBe(true);
    expect((await s.bookingOf('RR-2002')).status).toBe('canceled');
  });

  it('takes several reservations in one message', async () => {
    const s = await scene();
    const response = await s.send([
      newReservation,
      {
        ...newReservation,
        id: 'RR-1002',
        stays: [{ ...stay, start: '2031-06-01', end: '2031-06-02' }],
      },
    ]);
    expect(otaOutcome(response.body).bookingNumbers).toHaveLength(2);
    expect(await s.bookingsOf()).toHaveLength(2);
  });

  it('keeps an overlapping reservation unassigned as a conflict, losing nothing', async () => {
    const s = await scene({ roomCount: 1 });
    const desk = await s.call('POST', '/api/booking', {
      roomType: s.roomType.id,
      room: s.rooms[0]!.id,
      arrival: '2031-05-02',
      departure: '2031-05-03',
      mainGuest: s.guest.id,
    });
    expect(desk.statusCode).toBe(201);
    const response = await s.send([newReservation]);
    expect(otaOutcome(response.body).isSuccess).toBe(true);
    expect(await s.bookingOf('RR-1001')).toMatchObject({
      room: null,
      channelConflict: true,
      arrival: '2031-05-01',
      departure: '2031-05-04',
    });
    const deskNow = (await s.call('GET', `/api/booking/${desk.json()._id}`)).json();
    expect(deskNow).toMatchObject({ room: { _id: s.rooms[0]!.id }, status: 'new' });
    const status = await s.call('GET', '/api/hotel/sync');
    const raccoon = status
      .json<{ channels: { channel: string; counts: { conflicts: number } }[] }>()
      .channels.find((channel) => channel.channel === 'roomraccoon');
    expect(raccoon?.counts.conflicts).toBe(1);
  });

  it('lists a reservation of an unmapped room type as such and books nothing', async () => {
    const s = await scene();
    const response = await s.send([
      { ...newReservation, id: 'RR-3003', stays: [{ ...stay, code: 'APT' }] },
      { ...newReservation, id: 'RR-3004', stays: [{ ...stay, code: 'UNKNOWN' }] },
    ]);
    expect(otaOutcome(response.body).isSuccess).toBe(true);
    expect(await s.bookingsOf()).toHaveLength(0);
    const rows = await t.db
      .select()
      .from(channelReservations)
      .where(eq(channelReservations.hotelId, s.hotel.id));
    expect(rows.map((row) => [row.externalId, row.state, row.channelUnit]).sort()).toEqual([
      ['RR-3003', 'unmapped', 'APT'],
      ['RR-3004', 'unmapped', 'UNKNOWN'],
    ]);

    // The sync tab lists both, under RoomRaccoon.
    const status = await s.call('GET', '/api/hotel/sync');
    const raccoon = status
      .json<{ channels: { channel: string; isConnected: boolean; issues: object[] }[] }>()
      .channels.find((channel) => channel.channel === 'roomraccoon');
    expect(raccoon?.isConnected).toBe(true);
    expect(raccoon?.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'unmapped', externalId: 'RR-3003', channelUnit: 'APT' }),
        expect.objectContaining({ kind: 'unmapped', externalId: 'RR-3004' }),
      ]),
    );
  });

  it('takes a total in another currency as no price and says so in the notice', async () => {
    const s = await scene();
    await s.send([{ ...newReservation, stays: [{ ...stay, total: '99.90', currency: 'USD' }] }]);
    const booking = await s.bookingOf('RR-1001');
    expect(booking.isPriceOverridden).toBe(false);
    expect(booking.notice).toContain('Total 99.90 USD');
  });
});

describe('SOAP versions and WS-Security', () => {
  it('answers SOAP 1.2 in kind and accepts a fresh PasswordDigest', async () => {
    const s = await scene();
    const xml = soapEnvelope(
      hotelResNotif([newReservation]),
      { ...CREDENTIALS, digestAt: new Date() },
      '1.2',
    );
    const response = await postOta(t.app, s.endpoint, xml, 'application/soap+xml; charset=utf-8');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/soap+xml; charset=utf-8');
    expect(response.body).toContain('http://www.w3.org/2003/05/soap-envelope');
    expect(otaOutcome(response.body).isSuccess).toBe(true);
    expect(await s.bookingsOf()).toHaveLength(1);
  });

  it('takes a bare OTA body with the requestor’s id and message password', async () => {
    const s = await scene();
    const bare = hotelResNotif([newReservation]).replace(
      '<HotelReservations>',
      `<POS><Source><RequestorID ID="${CREDENTIALS.username}" MessagePassword="${CREDENTIALS.password}"/></Source></POS><HotelReservations>`,
    );
    const response = await postOta(t.app, s.endpoint, bare, 'application/xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(
      response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?><OTA_HotelResNotifRS'),
    ).toBe(true);
    expect(otaOutcome(response.body).isSuccess).toBe(true);
  });

  it('refuses wrong credentials, stale digests and unknown or replaced addresses; nothing changes', async () => {
    const s = await scene();
    const authError = { isSuccess: false, error: expect.objectContaining({ type: 4, code: 497 }) };
    const attempts = [
      soapEnvelope(hotelResNotif([newReservation]), { ...CREDENTIALS, password: 'wrong' }),
      soapEnvelope(hotelResNotif([newReservation]), { ...CREDENTIALS, username: 'someone' }),
      soapEnvelope(hotelResNotif([newReservation]), null),
      soapEnvelope(hotelResNotif([newReservation]), {
        ...CREDENTIALS,
        digestAt: new Date(Date.now() - 10 * 60 * 1000),
      }),
      soapEnvelope(hotelResNotif([newReservation]), {
        ...CREDENTIALS,
        password: 'wrong',
        digestAt: new Date(),
      }),
    ];
    for (const xml of attempts) {
      const response = await postOta(t.app, s.endpoint, xml);
      expect(response.statusCode).toBe(200);
      expect(otaOutcome(response.body)).toMatchObject(authError);
      expect(response.body).not.toContain(CREDENTIALS.password);
    }

    const good = soapEnvelope(hotelResNotif([newReservation]), CREDENTIALS);
    const unknown = await postOta(t.app, `${s.endpoint.slice(0, -4)}AAAA`, good);
    expect(otaOutcome(unknown.body)).toMatchObject(authError);

    const rotated = await s.call('POST', '/api/integration/roomraccoon/token');
    const old = await postOta(t.app, s.endpoint, good);
    expect(otaOutcome(old.body)).toMatchObject(authError);
    expect(await s.bookingsOf()).toHaveLength(0);

    const renewed = await postOta(t.app, rotated.json().endpointUrl, good);
    expect(otaOutcome(renewed.body).isSuccess).toBe(true);
  });

  it('answers a switched-off connection with Hotel not active', async () => {
    const s = await scene({ enabled: false });
    const response = await s.send([newReservation]);
    expect(otaOutcome(response.body).error).toMatchObject({ type: 3, code: 375 });
    expect(await s.bookingsOf()).toHaveLength(0);
  });
});

describe('bad messages: a clear OTA error, never a 500, nothing changed', () => {
  const post = (endpoint: string, xml: string) => postOta(t.app, endpoint, xml);

  it('refuses malformed XML, a DOCTYPE and a wrong root', async () => {
    const s = await scene();
    const messages = {
      malformed:
        '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><OTA_HotelResNotifRQ>',
      notXml: 'this is not XML',
      doctype:
        '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
        '<OTA_HotelResNotifRQ><HotelReservations>&x;</HotelReservations></OTA_HotelResNotifRQ>',
      wrongRoot: soapEnvelope(
        '<OTA_HotelAvailRQ xmlns="http://www.opentravel.org/OTA/2003/05"/>',
        CREDENTIALS,
      ),
      emptyBody: soapEnvelope('', CREDENTIALS),
    };
    for (const [name, xml] of Object.entries(messages)) {
      const response = await post(s.endpoint, xml);
      expect(response.statusCode, name).toBe(200);
      expect(otaOutcome(response.body).error, name).toMatchObject({ type: 7, code: 450 });
    }
    const doctype = await post(s.endpoint, messages.doctype);
    expect(doctype.body).not.toContain('root:');
    expect(otaOutcome(doctype.body).error?.text).toBe(
      'DOCTYPE and entity declarations are not accepted',
    );
    expect(await s.bookingsOf()).toHaveLength(0);
  });

  it('drops references to characters XML forbids instead of storing them', async () => {
    const s = await scene();
    const xml = soapEnvelope(
      hotelResNotif([{ ...newReservation, comment: 'a&#0;b&#xD800;c &#228;' }]).replace(
        /&amp;(#[x\dA-F]+;)/g,
        '&$1',
      ),
      CREDENTIALS,
    );
    const response = await post(s.endpoint, xml);
    expect(otaOutcome(response.body).isSuccess).toBe(true);
    expect((await s.bookingOf('RR-1001')).notice).toContain('abc ä');
  });

  it('names a missing field, a bad date range and a wrong hotel code; a bad reservation stops the message', async () => {
    const s = await scene();
    const cases: [OtaReservationInput, number][] = [
      [{ ...newReservation, stays: [{ ...stay, start: '' }] }, 321],
      [{ ...newReservation, guest: null }, 321],
      [{ ...newReservation, stays: [{ ...stay, start: '2031-05-04', end: '2031-05-01' }] }, 404],
      [{ ...newReservation, stays: [{ ...stay, start: '2031-13-01' }] }, 15],
      [{ ...newReservation, hotelCode: 'OTHER' }, 392],
      [{ ...newReservation, status: 'Waitlisted' }, 320],
    ];
    for (const [reservation, code] of cases) {
      const response = await s.send([{ ...newReservation, id: 'RR-OK' }, reservation]);
      expect(response.statusCode).toBe(200);
      expect(otaOutcome(response.body).error).toMatchObject({ type: 3, code });
    }
    expect(await s.bookingsOf()).toHaveLength(0);
  });

  it('takes the party RoomRaccoon sold beyond the room type’s occupancy, so its nights are held', async () => {
    const s = await scene();
    const response = await s.send([
      { ...newReservation, id: 'RR-BIG', stays: [{ ...stay, adults: 7, kids: 0 }] },
    ]);
    expect(response.statusCode).toBe(200);
    expect(otaOutcome(response.body).error).toBeNull();
    const stored = await s.bookingsOf();
    expect(stored.map((booking) => booking.adults)).toEqual([7]);
  });

  it('refuses a stay longer than a booking may be with the OTA date error, nothing stored', async () => {
    const s = await scene();
    const response = await s.send([
      { ...newReservation, id: 'RR-LONG', stays: [{ ...stay, end: '2032-06-01' }] },
    ]);
    expect(response.statusCode).toBe(200);
    expect(otaOutcome(response.body).error).toMatchObject({ type: 3, code: 404 });
    expect(otaOutcome(response.body).error?.text).toBe(
      'RR-LONG: TimeSpan@End must be after @Start, at most 365 nights',
    );
    expect(await s.bookingsOf()).toHaveLength(0);
  });

  it('answers another content type (400) and an oversized body (413) before reading them', async () => {
    const s = await scene();
    const json = await t.app.inject({
      method: 'POST',
      url: new URL(s.endpoint).pathname,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('BAD_REQUEST');
    const huge = soapEnvelope(
      hotelResNotif([{ ...newReservation, comment: 'x'.repeat(600 * 1024) }]),
      CREDENTIALS,
    );
    expect((await post(s.endpoint, huge)).statusCode).toBe(413);
  });
});

describe('logs', () => {
  it('carry neither the addresses’ tokens, the password nor the guest, even at trace level', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { logLevel: 'trace' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const s = await createBookingScene(logged, { roomCount: 1 });
      const saved = await s.call('PUT', '/api/integration/roomraccoon', {
        enabled: true,
        username: CREDENTIALS.username,
        password: CREDENTIALS.password,
        roomTypes: [{ code: 'DBL', roomType: s.roomType.id }],
      });
      const endpoint: string = saved.json().endpointUrl;
      const good = soapEnvelope(hotelResNotif([newReservation]), CREDENTIALS);
      expect(otaOutcome((await postOta(logged.app, endpoint, good)).body).isSuccess).toBe(true);
      await postOta(logged.app, endpoint, soapEnvelope(hotelResNotif([newReservation]), null));
      await postOta(logged.app, `${endpoint}/`, 'not xml');
      const feedUrl: string = (
        await s.call('POST', `/api/integration/ical/${s.rooms[0]!.id}`)
      ).json().url;
      expect((await logged.app.inject({ url: new URL(feedUrl).pathname })).statusCode).toBe(200);

      const log = lines.join('\n');
      expect(log).toContain('/api/channel/roomraccoon/ota/[redacted]');
      expect(log).toContain('/api/channel/ical/[redacted].ics');
      for (const secret of [
        endpoint.split('/').pop()!,
        feedUrl.split('/').pop()!.replace('.ics', ''),
        CREDENTIALS.password,
        'Weber',
        'anna@example.com',
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});
