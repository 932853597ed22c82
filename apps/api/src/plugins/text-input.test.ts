import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createBookingScene } from '../test/reservation-factories';
import { createHotel, createUser } from '../test/factories';
import { unstorableTextPaths } from './text-input';

/**
 * Issue 11, item 7: NUL in any text (104 of 123 server errors of a fuzz run), a lone UTF-16
 * surrogate and year-0 dates answered 500. Reproductions, each now a 400 with a field issue:
 *   curl -X POST localhost:3000/api/auth/login -H 'content-type: application/json' \
 *     -d '{"email":"a\u0000@b.de","password":"x"}'
 *   curl 'localhost:3000/api/public/hotel/seehof%00'
 *   curl -H "Authorization: Bearer $TOKEN" -H "hotel: $HOTEL" 'localhost:3000/api/booking?search=%00'
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createHotel(t.db, await createUser(t.db), { symbolCode: 'seehof' });
});
afterAll(() => t.close());

const EN = 'This text contains invisible or broken characters (such as NUL) that cannot be saved';
const DE =
  'Dieser Text enthält unsichtbare oder fehlerhafte Zeichen (etwa NUL), die nicht gespeichert werden können';

function expectRefused(
  response: { statusCode: number; json(): unknown },
  path: string,
  message = EN,
) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    statusCode: 400,
    code: 'VALIDATION',
    issues: [{ path, key: 'validation.unstorableCharacters', message }],
  });
}

describe('NUL and lone surrogates are refused on every route, with a translated 400', () => {
  it('anonymous login: NUL in the email or password, in English and German', async () => {
    for (const [language, message] of [
      ['en', EN],
      ['de', DE],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'accept-language': language },
        payload: { email: 'inhaber\u0000@hotel-alpenblick.de', password: 'demo1234' },
      });
      expectRefused(response, 'email', message);
    }
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { email: 'inhaber@hotel-alpenblick.de', password: 'demo\u00001234' },
    });
    expectRefused(password, 'password');
  });

  it('the public hotel page: NUL in the path, in English and German', async () => {
    for (const [language, message] of [
      ['en', EN],
      ['de', DE],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/public/hotel/seehof%00',
        headers: { 'accept-language': language },
      });
      expectRefused(response, 'id', message);
    }
    const guestApp = await t.app.inject({ method: 'GET', url: '/api/guest_app/%00' });
    expectRefused(guestApp, 'hotel', DE); // no language asked for: German, the default
  });

  it('staff routes: a search query, a body field, a nested list and an object key', async () => {
    const { call, roomType } = await createBookingScene(t);
    expectRefused(await call('GET', '/api/booking?search=M%00ller'), 'search');
    expectRefused(await call('GET', '/api/guest?filter=%00'), 'filter');
    expectRefused(await call('GET', '/api/guest/companies?search=%00'), 'search');
    expectRefused(
      await call('POST', '/api/guest', {
        firstName: 'Erika\u0000',
        lastName: 'Muster',
        mobile: '+4915112345678',
        email: 'erika@example.com',
      }),
      'firstName',
    );
    expectRefused(
      await call('PUT', `/api/room_type/${roomType.id}`, {
        name: 'Double',
        shortCode: 'DZ',
        serviceIds: [roomType.id, 'x\u0000'],
      }),
      'serviceIds.1',
    );
    expectRefused(await call('POST', '/api/service', { ['na\u0000me']: 'Breakfast' }), '(key)');
    const guests = await call('GET', '/api/guest');
    expect(guests.json().items).toHaveLength(1);
  });

  it('a lone UTF-16 surrogate in a JSON body', async () => {
    const { headers } = await createBookingScene(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guest',
      headers: { ...headers, 'content-type': 'application/json' },
      payload:
        '{"firstName":"Erika","lastName":"\\ud800","mobile":"+4915112345678","email":"e@example.com"}',
    });
    expectRefused(response, 'lastName');
  });

  it('ordinary text, umlauts, emoji and other control characters pass', () => {
    expect(
      unstorableTextPaths({ name: 'Müller 😀', notice: 'line\nbreak\ttab', list: ['ß', 'é'] }),
    ).toEqual([]);
    expect(unstorableTextPaths({ a: [{ b: 'x\u0000' }], c: '\udc00' })).toEqual(['c', 'a.0.b']);
  });

  it('a deeply nested body is walked without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(unstorableTextPaths(deep)).toHaveLength(1);
  });
});

describe('dates outside the years 1900–2199 are refused, not sent to the database', () => {
  it('year 0 in the availability query and a guest birth date', async () => {
    const { call } = await createBookingScene(t);
    const availability = await call(
      'GET',
      '/api/booking/availability?arrival=0000-01-01&departure=0000-01-03',
    );
    expect(availability.statusCode).toBe(400);
    expect(availability.json().issues).toEqual([
      expect.objectContaining({ path: 'arrival', message: 'Please enter a valid date' }),
      expect.objectContaining({ path: 'departure', message: 'Please enter a valid date' }),
    ]);
    const guest = await call('POST', '/api/guest', {
      firstName: 'Erika',
      lastName: 'Muster',
      mobile: '+4915112345678',
      email: 'erika.muster@example.com',
      birthDate: '0000-02-29',
    });
    expect(guest.statusCode).toBe(400);
    expect(guest.json().issues).toEqual([
      expect.objectContaining({ path: 'birthDate', key: 'validation.dateInvalid' }),
    ]);
  });
});
