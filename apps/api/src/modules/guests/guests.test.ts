import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingGuests, bookingHistory, bookings } from '../../db/schema-bookings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearerEn, createMember, createOwnedHotel, loginAs } from '../../test/factories';
import { createGuest, createRooms, createRoomType } from '../../test/reservation-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const erika = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  mobile: '+49 151 12345678',
  email: 'Erika@Example.com',
};

async function ownerHeaders() {
  const { hotel, token } = await createOwnedHotel(t.app, t.db);
  return { hotel, headers: bearerEn(token, hotel.id) };
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: object,
  payload?: object,
) => t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

/** Bookings are written straight into the table: this slice does not depend on the bookings API. */
async function createBooking(
  hotelId: string,
  mainGuestId: string,
  guestIds: string[],
  number: number,
) {
  const roomType = await createRoomType(t.db, hotelId);
  const [room] = await createRooms(t.db, hotelId, roomType.id, 1, 100 + number);
  const [booking] = await t.db
    .insert(bookings)
    .values({
      hotelId,
      number,
      roomTypeId: roomType.id,
      roomId: room!.id,
      mainGuestId,
      arrival: '2030-05-01',
      departure: '2030-05-03',
      price: 20000,
      computedPrice: 20000,
      accessCode: randomUUID().slice(0, 6),
    })
    .returning();
  await t.db
    .insert(bookingGuests)
    .values(guestIds.map((guestId) => ({ bookingId: booking!.id, guestId })));
  return booking!;
}

describe('guests CRUD', () => {
  it('creates, reads, updates, lists and deletes a guest', async () => {
    const { headers } = await ownerHeaders();
    const created = await call('POST', '/api/guest', headers, {
      ...erika,
      vip: true,
      birthDate: '1980-02-29',
      gender: 'ms',
    });
    expect(created.statusCode).toBe(201);
    const guest = created.json();
    expect(guest).toMatchObject({
      firstName: 'Erika',
      email: 'erika@example.com',
      vip: true,
      gender: 'ms',
      birthDate: '1980-02-29',
      company: '',
      verified: false,
      bookingCount: 0,
    });

    const read = await call('GET', `/api/guest/${guest._id}`, headers);
    expect(read.json()).toEqual(guest);

    const updated = await call('PUT', `/api/guest/${guest._id}`, headers, {
      ...erika,
      company: 'ACME GmbH',
      verified: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      company: 'ACME GmbH',
      verified: true,
      vip: false,
      birthDate: null,
    });

    const deleted = await call('DELETE', `/api/guest/${guest._id}`, headers);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/api/guest/${guest._id}`, headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/guest/${guest._id}`, headers)).json().message).toBe(
      'Guest not found',
    );
  });

  it('searches name, "first last", email, mobile without spaces and company, sorted by name, paged', async () => {
    const { hotel, headers } = await ownerHeaders();
    await createGuest(t.db, hotel.id, {
      firstName: 'Anna',
      lastName: 'Zeller',
      mobile: '+49 170 1112223',
      company: 'Bergbahn AG',
    });
    await createGuest(t.db, hotel.id, {
      firstName: 'Bernd',
      lastName: 'Adler',
      email: 'bernd@adler.example',
    });
    await createGuest(t.db, hotel.id, { firstName: 'Carla', lastName: 'Adler' });
    const search = async (filter: string) =>
      (await call('GET', `/api/guest?filter=${encodeURIComponent(filter)}`, headers)).json();

    const all = await search('');
    expect(all.total).toBe(3);
    expect(all.items.map((guest: { firstName: string }) => guest.firstName)).toEqual([
      'Bernd',
      'Carla',
      'Anna',
    ]);
    expect((await search('anna zel')).items).toHaveLength(1);
    expect((await search('ZELLER')).items).toHaveLength(1);
    expect((await search('ADLER.example')).items[0].firstName).toBe('Bernd');
    expect((await search('1701112')).items[0].firstName).toBe('Anna');
    expect((await search('bergbahn')).items[0].firstName).toBe('Anna');
    expect((await search('100%')).total).toBe(0);

    const page2 = (await call('GET', '/api/guest?page=2&limit=2', headers)).json();
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.items.map((guest: { firstName: string }) => guest.firstName)).toEqual(['Anna']);
  });

  it('suggests distinct companies, prefix matches first, at most 20', async () => {
    const { hotel, headers } = await ownerHeaders();
    for (const company of ['Hotelbau Nord', 'Alpen Hotel GmbH', 'Hotelbau Nord', '', 'Berg AG']) {
      await createGuest(t.db, hotel.id, { company });
    }
    const companies = (await call('GET', '/api/guest/companies?search=hotel', headers)).json();
    expect(companies).toEqual(['Hotelbau Nord', 'Alpen Hotel GmbH']);
    const every = (await call('GET', '/api/guest/companies', headers)).json();
    expect(every).toEqual(['Alpen Hotel GmbH', 'Berg AG', 'Hotelbau Nord']);
    for (let index = 0; index < 25; index += 1)
      await createGuest(t.db, hotel.id, { company: `Firma ${index}` });
    expect((await call('GET', '/api/guest/companies', headers)).json()).toHaveLength(20);
  });
});

describe('guest validation', () => {
  const messageFor = async (headers: object, payload: object, path: string) => {
    const response = await call('POST', '/api/guest', headers, payload);
    expect(response.statusCode).toBe(400);
    return response.json().issues.find((issue: { path: string }) => issue.path === path)?.message;
  };

  it('requires first name, last name, mobile and email', async () => {
    const { headers } = await ownerHeaders();
    const response = await call('POST', '/api/guest', headers, {});
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      response
        .json()
        .issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]),
    );
    expect(messages).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
    });
    expect(messages.mobile).toBeTruthy();
    expect((await call('GET', '/api/guest', headers)).json().total).toBe(0);
  });

  it('gives the five phone messages and the email format message', async () => {
    const { headers } = await ownerHeaders();
    expect(await messageFor(headers, { ...erika, mobile: '+999 123456' }, 'mobile')).toBe(
      'Invalid country code',
    );
    expect(await messageFor(headers, { ...erika, mobile: '+49 1' }, 'mobile')).toBe(
      'The phone number is too short',
    );
    expect(await messageFor(headers, { ...erika, mobile: '+44 3333 3333' }, 'mobile')).toBe(
      'The phone number seems incorrect',
    );
    expect(
      await messageFor(headers, { ...erika, mobile: '+49 151 123456789012345' }, 'mobile'),
    ).toBe('The phone number is too long');
    expect(await messageFor(headers, { ...erika, mobile: 'abc' }, 'mobile')).toBe(
      'The phone number is not valid',
    );
    expect(await messageFor(headers, { ...erika, email: 'erika@' }, 'email')).toBeTruthy();
  });
});

describe('guest permissions and hotel scope', () => {
  it('lets viewBookings read but not change, and hides foreign hotels', async () => {
    const { hotel, headers } = await ownerHeaders();
    const guest = await createGuest(t.db, hotel.id);
    const viewer = await createMember(t.db, hotel.id, ['viewBookings']);
    const viewerHeaders = bearerEn(await loginAs(t.app, viewer), hotel.id);
    expect((await call('GET', '/api/guest', viewerHeaders)).json().total).toBe(1);
    expect((await call('GET', `/api/guest/${guest.id}`, viewerHeaders)).statusCode).toBe(200);
    expect((await call('POST', '/api/guest', viewerHeaders, erika)).statusCode).toBe(403);
    expect((await call('PUT', `/api/guest/${guest.id}`, viewerHeaders, erika)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/guest/${guest.id}`, viewerHeaders)).statusCode).toBe(403);

    const nobody = await createMember(t.db, hotel.id, []);
    expect(
      (await call('GET', '/api/guest', bearerEn(await loginAs(t.app, nobody), hotel.id)))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/guest' })).statusCode).toBe(401);

    const other = await ownerHeaders();
    expect((await call('GET', `/api/guest/${guest.id}`, other.headers)).statusCode).toBe(404);
    expect((await call('PUT', `/api/guest/${guest.id}`, other.headers, erika)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/guest/${guest.id}`, other.headers)).statusCode).toBe(404);
    const mine = await createGuest(t.db, other.hotel.id);
    const merge = await call('PUT', '/api/guest/merge', other.headers, {
      targetId: mine.id,
      sourceId: guest.id,
    });
    expect(merge.statusCode).toBe(404);
    expect((await call('GET', `/api/guest/${guest.id}`, headers)).statusCode).toBe(200);
  });
});

describe('guests with bookings', () => {
  it('refuses to delete a guest a booking refers to', async () => {
    const { hotel, headers } = await ownerHeaders();
    const main = await createGuest(t.db, hotel.id);
    const companion = await createGuest(t.db, hotel.id);
    await createBooking(hotel.id, main.id, [companion.id], 1);
    for (const guest of [main, companion]) {
      const refused = await call('DELETE', `/api/guest/${guest.id}`, headers);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'This guest cannot be deleted: 1 booking(s) refer to them',
      );
    }
    expect((await call('GET', `/api/guest/${companion.id}`, headers)).json().bookingCount).toBe(1);
  });

  it('merges: moves bookings without duplicates, fills empty fields, writes history, deletes the source', async () => {
    const { hotel, headers } = await ownerHeaders();
    const target = await createGuest(t.db, hotel.id, {
      firstName: 'Eva',
      lastName: 'Kern',
      company: '',
      vip: false,
    });
    const source = await createGuest(t.db, hotel.id, {
      firstName: 'Eve',
      lastName: 'Kern',
      company: 'Kern KG',
      city: 'Innsbruck',
      vip: true,
      birthDate: '1975-06-01',
    });
    const shared = await createBooking(hotel.id, source.id, [target.id, source.id], 1);
    const own = await createBooking(hotel.id, source.id, [source.id], 2);

    const same = await call('PUT', '/api/guest/merge', headers, {
      targetId: target.id,
      sourceId: target.id,
    });
    expect(same.json().issues[0].message).toBe('Please choose two different guests');

    const merged = await call('PUT', '/api/guest/merge', headers, {
      targetId: target.id,
      sourceId: source.id,
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({
      _id: target.id,
      firstName: 'Eva',
      company: 'Kern KG',
      city: 'Innsbruck',
      vip: true,
      birthDate: '1975-06-01',
      bookingCount: 2,
    });
    expect((await call('GET', `/api/guest/${source.id}`, headers)).statusCode).toBe(404);

    const links = await t.db
      .select()
      .from(bookingGuests)
      .where(eq(bookingGuests.bookingId, shared.id));
    expect(links.map((link) => link.guestId)).toEqual([target.id]);
    const moved = await t.db.select().from(bookings).where(eq(bookings.id, own.id));
    expect(moved[0]!.mainGuestId).toBe(target.id);
    const history = await t.db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, own.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'guest_merged',
      changes: [{ field: 'guest', from: 'Eve Kern', to: 'Eva Kern' }],
    });
  });
});
