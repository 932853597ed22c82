import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, createHotel, createMember, createUser, loginAs } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ownerWithHotel() {
  const owner = await createUser(t.db);
  const hotel = await createHotel(t.db, owner);
  const token = await loginAs(t.app, owner);
  return { hotel, token, headers: { ...bearer(token, hotel.id), 'accept-language': 'en' } };
}

const doubleRoom = {
  name: 'Double room',
  shortCode: 'dz',
  baseOccupancy: 2,
  higherOccupancy: 3,
  kidsOccupancy: 1,
  extraBed: 1,
  basePrice: 12000,
  additionalPersonPrice: 2500,
  extraBedPrice: 1500,
};

async function post(url: string, headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'POST', url, headers, payload });
}

describe('room types', () => {
  it('creates with services, reads, updates and lists with room counts', async () => {
    const { headers } = await ownerWithHotel();
    const service = (await post('/api/service', headers, { name: 'Breakfast', price: 900 })).json();
    const created = await post('/api/room_type', headers, {
      ...doubleRoom,
      serviceIds: [service._id],
    });
    expect(created.statusCode).toBe(201);
    const roomType = created.json();
    expect(roomType).toMatchObject({
      ...doubleRoom,
      shortCode: 'DZ',
      serviceIds: [service._id],
      images: [],
      roomCount: 0,
    });

    // PUT without serviceIds keeps the offered services.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/room_type/${roomType._id}`,
      headers,
      payload: { ...doubleRoom, name: 'Comfort double' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Comfort double', serviceIds: [service._id] });
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/room_type/${roomType._id}`,
      headers,
      payload: { ...doubleRoom, serviceIds: [] },
    });
    expect(cleared.json().serviceIds).toEqual([]);

    await t.app.inject({
      method: 'PUT',
      url: `/api/room_type/${roomType._id}`,
      headers,
      payload: { ...doubleRoom, serviceIds: [service._id] },
    });
    // Deleting the service removes the link.
    await t.app.inject({ method: 'DELETE', url: `/api/service/${service._id}`, headers });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/room_type/${roomType._id}`,
      headers,
    });
    expect(after.json().serviceIds).toEqual([]);

    await post('/api/room', headers, { number: '101', roomType: roomType._id });
    const list = await t.app.inject({ method: 'GET', url: '/api/room_type', headers });
    expect(list.json()).toEqual([expect.objectContaining({ _id: roomType._id, roomCount: 1 })]);
  });

  it('keeps a description for the public page, until a save names another', async () => {
    const { headers } = await ownerWithHotel();
    const plain = (await post('/api/room_type', headers, doubleRoom)).json();
    expect(plain.description).toBe('');
    const created = await post('/api/room_type', headers, {
      ...doubleRoom,
      shortCode: 'DB',
      description: '  Balkon mit Bergblick.  ',
    });
    const roomType = created.json();
    expect(roomType.description).toBe('Balkon mit Bergblick.');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/room_type/${roomType._id}`, headers, payload });
    // A client that does not know the field keeps the text.
    expect((await put({ ...doubleRoom, shortCode: 'DB' })).json().description).toBe(
      'Balkon mit Bergblick.',
    );
    expect(
      (await put({ ...doubleRoom, shortCode: 'DB', description: '' })).json().description,
    ).toBe('');
    const tooLong = await put({ ...doubleRoom, shortCode: 'DB', description: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0].path).toBe('description');
  });

  it('refuses a taken short code, unknown services and bad numbers', async () => {
    const { headers } = await ownerWithHotel();
    const other = await ownerWithHotel();
    expect((await post('/api/room_type', headers, doubleRoom)).statusCode).toBe(201);
    // Short codes are unique per hotel, not across hotels.
    expect((await post('/api/room_type', other.headers, doubleRoom)).statusCode).toBe(201);
    const taken = await post('/api/room_type', headers, { ...doubleRoom, shortCode: 'DZ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('The short code DZ is already used by another room type');

    const foreignService = (
      await post('/api/service', other.headers, { name: 'Spa', price: 100 })
    ).json();
    const unknown = await post('/api/room_type', headers, {
      ...doubleRoom,
      shortCode: 'EZ',
      serviceIds: [foreignService._id],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0]).toMatchObject({
      path: 'serviceIds.0',
      message: 'This service does not exist in this hotel',
    });

    const invalid = await post('/api/room_type', headers, {
      name: '',
      shortCode: '',
      baseOccupancy: 0,
      basePrice: 10.5,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues.map((issue: { path: string }) => issue.path)).toEqual(
      expect.arrayContaining(['name', 'shortCode', 'baseOccupancy', 'basePrice']),
    );
    const list = await t.app.inject({ method: 'GET', url: '/api/room_type', headers });
    expect(list.json()).toHaveLength(1);
  });

  it('keeps the higher occupancy at or above the base one', async () => {
    const { headers } = await ownerWithHotel();
    const below = await post('/api/room_type', headers, {
      ...doubleRoom,
      baseOccupancy: 3,
      higherOccupancy: 2,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().issues).toMatchObject([
      {
        path: 'higherOccupancy',
        message: 'Higher occupancy cannot be below the base occupancy (3)',
      },
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/api/room_type', headers });
    expect(list.json()).toEqual([]);

    const { higherOccupancy: _leftOut, ...withoutHigher } = doubleRoom;
    const created = await post('/api/room_type', headers, { ...withoutHigher, baseOccupancy: 3 });
    expect(created.json()).toMatchObject({ baseOccupancy: 3, higherOccupancy: 3 });
  });

  it('refuses to delete a type that rooms use, naming how many', async () => {
    const { headers } = await ownerWithHotel();
    const roomType = (await post('/api/room_type', headers, doubleRoom)).json();
    await post('/api/room', headers, { number: '1', roomType: roomType._id });
    await post('/api/room', headers, { number: '2', roomType: roomType._id });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/room_type/${roomType._id}`,
      headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This room type cannot be deleted: 2 room(s) use it. Move or delete them first.',
    );
    const rooms = (await t.app.inject({ method: 'GET', url: '/api/room', headers })).json();
    for (const room of rooms) {
      await t.app.inject({ method: 'DELETE', url: `/api/room/${room._id}`, headers });
    }
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/room_type/${roomType._id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(204);
  });
});

describe('rooms', () => {
  it('creates, lists in number order, filters, updates and deletes', async () => {
    const { hotel, headers } = await ownerWithHotel();
    const double = (await post('/api/room_type', headers, doubleRoom)).json();
    const single = (
      await post('/api/room_type', headers, { ...doubleRoom, shortCode: 'EZ', name: 'Single' })
    ).json();
    const created = await post('/api/room', headers, {
      number: '10',
      roomType: double._id,
      softwareNumber: 'A-10',
      basePrice: 13000,
      address: 'Hauptstraße 1',
      guestComment: 'Lake view',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      number: '10',
      roomType: { _id: double._id, name: 'Double room', shortCode: 'DZ' },
      softwareNumber: 'A-10',
      basePrice: 13000,
    });
    await post('/api/room', headers, { number: '2', roomType: single._id });

    const list = await t.app.inject({ method: 'GET', url: `/api/room?hotel=${hotel.id}`, headers });
    expect(list.json().map((room: { number: string }) => room.number)).toEqual(['2', '10']);
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/room?roomType=${single._id}`,
      headers,
    });
    expect(filtered.json().map((room: { number: string }) => room.number)).toEqual(['2']);
    const mismatch = await t.app.inject({
      method: 'GET',
      url: `/api/room?hotel=${crypto.randomUUID()}`,
      headers,
    });
    expect(mismatch.statusCode).toBe(400);

    const id = created.json()._id;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/room/${id}`,
      headers,
      payload: { number: '11', roomType: single._id },
    });
    expect(updated.json()).toMatchObject({
      number: '11',
      basePrice: null,
      roomType: { _id: single._id },
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/room/${id}`, headers })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/room/${id}`, headers })).statusCode,
    ).toBe(404);
  });

  it("says number and room type are required, refuses duplicates and another hotel's type", async () => {
    const { headers } = await ownerWithHotel();
    const other = await ownerWithHotel();
    const roomType = (await post('/api/room_type', headers, doubleRoom)).json();
    const foreignType = (await post('/api/room_type', other.headers, doubleRoom)).json();

    const missing = await post('/api/room', headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      expect.objectContaining({ path: 'number', message: 'Room: number and room type required' }),
      expect.objectContaining({ path: 'roomType', message: 'Room: number and room type required' }),
    ]);
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/room',
      headers: { ...headers, 'accept-language': 'de' },
      payload: { roomType: roomType._id },
    });
    expect(german.json().issues[0].message).toBe('Zimmer: Nummer und Zimmertyp erforderlich');

    expect(
      (await post('/api/room', headers, { number: '7', roomType: roomType._id })).statusCode,
    ).toBe(201);
    const duplicate = await post('/api/room', headers, { number: '7', roomType: roomType._id });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Room number 7 already exists');

    const foreign = await post('/api/room', headers, { number: '8', roomType: foreignType._id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues[0].message).toBe('This room type does not exist in this hotel');
  });

  it('keeps hotels apart and checks permissions', async () => {
    const mine = await ownerWithHotel();
    const theirs = await ownerWithHotel();
    const theirType = (await post('/api/room_type', theirs.headers, doubleRoom)).json();
    const theirRoom = (
      await post('/api/room', theirs.headers, { number: '1', roomType: theirType._id })
    ).json();
    for (const url of [`/api/room/${theirRoom._id}`, `/api/room_type/${theirType._id}`]) {
      for (const method of ['GET', 'DELETE'] as const) {
        expect((await t.app.inject({ method, url, headers: mine.headers })).statusCode).toBe(404);
      }
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/room_type/${theirType._id}`,
      headers: mine.headers,
      payload: doubleRoom,
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/room', headers: mine.headers })).json(),
    ).toEqual([]);

    const viewer = await createMember(t.db, theirs.hotel.id, ['viewBookings']);
    const manager = await createMember(t.db, theirs.hotel.id, ['manageHotel']);
    const admin = await createUser(t.db, { superAdmin: true });
    const list = async (user: { email: string; password: string }) =>
      t.app.inject({
        method: 'GET',
        url: '/api/room',
        headers: {
          ...bearer(await loginAs(t.app, user), theirs.hotel.id),
          'accept-language': 'en',
        },
      });
    expect((await list(manager)).statusCode).toBe(200);
    expect((await list(admin)).statusCode).toBe(200);
    // Reading the rooms is part of seeing a booking; changing them stays manageHotel.
    expect((await list(viewer)).statusCode).toBe(200);
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/room',
      headers: {
        ...bearer(await loginAs(t.app, viewer), theirs.hotel.id),
        'accept-language': 'en',
      },
      payload: { number: '999', roomType: randomUUID() },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toContain('You are not allowed to manage the hotel.');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/room_type',
          headers: { ...bearer('x'), hotel: theirs.hotel.id },
        })
      ).statusCode,
    ).toBe(401);
  });
});
