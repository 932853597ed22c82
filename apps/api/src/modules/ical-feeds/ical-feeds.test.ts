import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@hotel/shared/stay-dates';
import { bearerEn, createMember, loginAs } from '../../test/factories';
import { createBookingScene } from '../../test/reservation-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBookingActions, createBookingsService } from '../bookings';
import { applyChannelReservation } from '../channel-ingest';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: 'https://pms.example.com' });
});
afterAll(() => t.close());

const today = () => todayIn('Europe/Berlin');

async function scene() {
  const s = await createBookingScene(t, {
    roomCount: 2,
    guest: { firstName: 'Walburga', lastName: 'Geheimnisvoll', email: 'walburga@example.com' },
  });
  const [room, otherRoom] = s.rooms as [(typeof s.rooms)[0], (typeof s.rooms)[0]];
  const book = async (roomId: string, from: number, to: number, notice = '') => {
    const response = await s.call('POST', '/api/booking', {
      roomType: s.roomType.id,
      room: roomId,
      arrival: addDays(today(), from),
      departure: addDays(today(), to),
      mainGuest: s.guest.id,
      notice,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ _id: string }>();
  };
  return { ...s, room, otherRoom, book };
}

async function feed(url: string) {
  return t.app.inject({ method: 'GET', url: new URL(url).pathname });
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        isDate: event.startDate.isDate && event.endDate.isDate,
        summary: event.summary,
        stamp: vevent.getFirstPropertyValue('dtstamp'),
      };
    }),
  };
}

describe('iCal availability feeds', () => {
  it('lists the room’s held nights as all-day events without any guest data', async () => {
    const s = await scene();
    await s.book(s.room.id, 5, 8, 'Allergie gegen Nüsse, Zimmer ruhig');
    const canceled = await s.book(s.room.id, 20, 22);
    const cancel = await s.call('PUT', '/api/booking/status', {
      id: canceled._id,
      status: 'canceled',
    });
    expect(cancel.statusCode).toBe(200);
    await s.book(s.otherRoom.id, 5, 8);
    await s.book(s.room.id, -90, -80);
    const block = await applyChannelReservation(
      {
        db: t.db,
        bookings: createBookingsService({ db: t.db }),
        bookingActions: createBookingActions({ db: t.db }),
      },
      s.hotel.id,
      {
        channel: 'smoobu',
        externalId: `block-${s.hotel.id}`,
        status: 'active',
        kind: 'block',
        roomId: s.room.id,
        roomTypeId: s.roomType.id,
        channelUnit: 'Apartment',
        channelName: 'Blocked',
        arrival: addDays(today(), 30),
        departure: addDays(today(), 31),
        adults: 1,
        kids: 0,
        price: null,
        notice: 'Eigentümer Geheimnisvoll',
        guest: null,
      },
    );
    expect(block.outcome).toBe('created');

    const created = await s.call('POST', `/api/integration/ical/${s.room.id}`);
    expect(created.statusCode).toBe(201);
    const { url } = created.json<{ url: string }>();
    expect(url).toMatch(
      /^https:\/\/pms\.example\.com\/api\/channel\/ical\/[A-Za-z0-9_-]{43}\.ics$/,
    );

    const response = await feed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const text = response.body;
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    for (const secret of ['Walburga', 'Geheimnisvoll', 'walburga@', 'Allergie', 'Nüsse']) {
      expect(text).not.toContain(secret);
    }

    const { calendar, events } = eventsOf(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Hotel PMS//Room availability//EN');
    expect(
      events.map(({ start, end, isDate, summary }) => ({ start, end, isDate, summary })),
    ).toEqual([
      { start: addDays(today(), 5), end: addDays(today(), 8), isDate: true, summary: 'Belegt' },
      { start: addDays(today(), 30), end: addDays(today(), 31), isDate: true, summary: 'Belegt' },
    ]);
    expect(events.every((event) => event.stamp !== null)).toBe(true);

    // The same bookings keep their UIDs; without `.ics` the address works too.
    const again = await feed(url.replace(/\.ics$/, ''));
    expect(eventsOf(again.body).events.map((event) => event.uid)).toEqual(
      events.map((event) => event.uid),
    );
    expect(again.headers.etag).toBe(response.headers.etag);
  });

  it('gives a new address on renewal, 404 for the old one, and 404 once revoked', async () => {
    const s = await scene();
    await s.book(s.room.id, 1, 2);
    const first = (await s.call('POST', `/api/integration/ical/${s.room.id}`)).json().url;
    const second = (await s.call('POST', `/api/integration/ical/${s.room.id}`)).json().url;
    expect(second).not.toBe(first);
    expect((await feed(first)).statusCode).toBe(404);
    expect((await feed(second)).statusCode).toBe(200);

    const list = await s.call('GET', '/api/integration/ical');
    expect(list.statusCode).toBe(200);
    expect(list.json().feeds).toEqual([
      {
        room: { _id: s.room.id, number: s.room.number, roomTypeName: 'Double' },
        url: second,
        createdAt: expect.any(String),
      },
      {
        room: { _id: s.otherRoom.id, number: s.otherRoom.number, roomTypeName: 'Double' },
        url: null,
        createdAt: null,
      },
    ]);

    const revoked = await s.call('DELETE', `/api/integration/ical/${s.room.id}`);
    expect(revoked.statusCode).toBe(204);
    const gone = await feed(second);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-store');
    expect((await s.call('GET', '/api/integration/ical')).json().feeds[0].url).toBeNull();
    expect((await feed('https://pms.example.com/api/channel/ical/unknown.ics')).statusCode).toBe(
      404,
    );
  });

  it('refuses rooms of other hotels and members without manageHotel', async () => {
    const s = await scene();
    const stranger = await scene();
    expect((await s.call('POST', `/api/integration/ical/${stranger.room.id}`)).statusCode).toBe(
      404,
    );
    expect((await s.call('DELETE', `/api/integration/ical/${stranger.room.id}`)).statusCode).toBe(
      404,
    );

    const member = await createMember(t.db, s.hotel.id, ['viewBookings', 'manageBookings']);
    const headers = bearerEn(await loginAs(t.app, member), s.hotel.id);
    for (const [method, url] of [
      ['GET', '/api/integration/ical'],
      ['POST', `/api/integration/ical/${s.room.id}`],
      ['DELETE', `/api/integration/ical/${s.room.id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers })).statusCode).toBe(403);
    }
  });
});
