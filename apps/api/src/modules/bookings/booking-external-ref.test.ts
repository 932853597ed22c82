import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, bearerEn, createOwnedHotel } from '../../test/factories';
import { createRooms, createRoomType } from '../../test/reservation-factories';
import { findByExternalRef } from './bookings.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setup() {
  const { hotel, token } = await createOwnedHotel(t.app, t.db);
  const roomType = await createRoomType(t.db, hotel.id);
  await createRooms(t.db, hotel.id, roomType.id, 3);
  const book = (externalRef: unknown, headers = bearerEn(token, hotel.id)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers,
      payload: {
        roomType: roomType.id,
        arrival: '2031-11-01',
        departure: '2031-11-03',
        source: 'smoobu',
        externalRef,
      },
    });
  return { hotel, token, book };
}

describe('external references', () => {
  it('stores the reference, refuses it twice in a hotel, and another hotel may reuse it', async () => {
    const s = await setup();
    const ref = { source: 'smoobu', id: '  SM-4711 ' };
    const first = await s.book(ref);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ externalRef: { source: 'smoobu', id: 'SM-4711' } });

    const again = await s.book({ source: 'smoobu', id: 'SM-4711' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `A booking with this external reference already exists (number ${first.json().number})`,
    );
    const inGerman = await s.book(ref, bearer(s.token, s.hotel.id));
    expect(inGerman.json().message).toBe(
      `Eine Buchung mit dieser externen Referenz gibt es bereits (Nummer ${first.json().number})`,
    );
    // Another source with the same id is another booking.
    expect((await s.book({ source: 'roomraccoon', id: 'SM-4711' })).statusCode).toBe(201);
    // A booking without a reference has none.
    expect((await s.book(null)).json().externalRef).toBeNull();

    const other = await setup();
    expect((await other.book(ref)).statusCode).toBe(201);

    expect(
      await findByExternalRef(t.db, s.hotel.id, { source: 'smoobu', id: 'SM-4711' }),
    ).toMatchObject({ id: first.json()._id, number: first.json().number });
    expect(
      await findByExternalRef(t.db, s.hotel.id, { source: 'csv', id: 'SM-4711' }),
    ).toBeUndefined();

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/booking?externalSource=smoobu&externalId=SM-4711',
      headers: bearerEn(s.token, s.hotel.id),
    });
    expect(listed.json().items.map((item: { _id: string }) => item._id)).toEqual([
      first.json()._id,
    ]);
  });

  it('refuses a manual source, an empty, overlong or control-character id', async () => {
    const s = await setup();
    for (const externalRef of [
      { source: 'manual', id: 'x' },
      { source: 'smoobu', id: '   ' },
      { source: 'smoobu', id: 'x'.repeat(201) },
      { source: 'smoobu', id: 'a\u0000b' },
      { source: 'smoobu', id: 'a\nb' },
    ]) {
      const response = await s.book(externalRef);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path).toMatch(/^externalRef\./);
    }
  });
});
