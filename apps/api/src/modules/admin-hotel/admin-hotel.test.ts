import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HOTEL_SETTING } from '@hotel/shared/contracts/hotel';
import { adminAuditEntries } from '../../db/schema-admin';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bearer,
  bearerEn,
  createHotel,
  createMember,
  createUser,
  loginAs,
} from '../../test/factories';
import { createRooms, createRoomType } from '../../test/reservation-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function scene() {
  const admin = await createUser(t.db, { superAdmin: true, firstName: 'Ada' });
  const owner = await createUser(t.db, { firstName: 'Olga' });
  const hotel = await createHotel(t.db, owner, { name: 'Haus am See' });
  return { admin, owner, hotel, adminToken: await loginAs(t.app, admin) };
}

const hotelBody = (hotelId: string, values: Record<string, unknown> = {}) => ({
  _id: hotelId,
  name: 'Haus am Berg',
  symbol_code: 'haus-am-berg',
  contact: {
    name: 'Rezeption',
    address: 'Bergweg 2, 80331 München',
    phone: '+49 89 1234567',
    email: 'info@haus-am-berg.example',
  },
  setting: { ...DEFAULT_HOTEL_SETTING, checkInTime: '16:00' },
  theme_color: '#336699',
  ...values,
});

const auditOf = (hotelId: string) =>
  t.db.select().from(adminAuditEntries).where(eq(adminAuditEntries.hotelId, hotelId));

describe('GET /api/admin/hotel/{id}', () => {
  it('answers the hotel with its owners, members and rooms', async () => {
    const { owner, hotel, adminToken } = await scene();
    await createMember(t.db, hotel.id, ['viewBookings']);
    const roomType = await createRoomType(t.db, hotel.id);
    await createRooms(t.db, hotel.id, roomType.id, 2);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/hotel/${hotel.id}`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      _id: hotel.id,
      name: 'Haus am See',
      symbol_code: hotel.symbolCode,
      owner: { name: 'Olga User' },
      owners: [{ id: owner.id, name: 'Olga User', email: owner.email }],
      membersCount: 2,
      roomsCount: 2,
    });
    expect(body.setting.checkInTime).toBe('15:00');
  });

  it('says 404 for an unknown hotel and 400 for a malformed id, translated', async () => {
    const { adminToken } = await scene();
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/hotel/00000000-0000-4000-8000-000000000000',
      headers: { ...bearer(adminToken), 'accept-language': 'de' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Hotel nicht gefunden' });

    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/hotel/not-an-id',
      headers: bearerEn(adminToken),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues).toEqual([
      expect.objectContaining({ path: 'hotelId', message: expect.any(String) }),
    ]);
  });

  it('refuses anyone but a super admin: 401 without a token, 403 for the owner and a member', async () => {
    const { owner, hotel } = await scene();
    const member = await createMember(t.db, hotel.id, ['manageHotel']);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/hotel/${hotel.id}` })).statusCode,
    ).toBe(401);
    for (const user of [owner, member]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/hotel/${hotel.id}`,
        headers: { ...bearer(await loginAs(t.app, user), hotel.id), 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("You don't have permission to access this page");
    }
  });
});

describe('PUT /api/admin/hotel/{id}', () => {
  it('saves the hotel body, answers the hotel and records hotel.updated with what changed', async () => {
    const { admin, hotel, adminToken } = await scene();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/hotel/${hotel.id}`,
      headers: bearer(adminToken),
      payload: hotelBody(hotel.id),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: hotel.id,
      name: 'Haus am Berg',
      symbol_code: 'haus-am-berg',
      theme_color: '#336699',
      setting: { checkInTime: '16:00' },
      owners: [expect.objectContaining({ name: 'Olga User' })],
    });

    const [entry, ...others] = await auditOf(hotel.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorName: 'Ada User',
      subject: 'hotel',
      action: 'hotel.updated',
      label: 'Haus am Berg',
      before: {
        name: 'Haus am See',
        symbol_code: hotel.symbolCode,
        theme_color: hotel.themeColor,
        'setting.checkInTime': '15:00',
      },
      after: {
        name: 'Haus am Berg',
        symbol_code: 'haus-am-berg',
        theme_color: '#336699',
        'setting.checkInTime': '16:00',
      },
    });
    // Only what changed, one level down: the other settings are not in the entry.
    expect(Object.keys(entry!.after!).sort()).toEqual([
      'contact.address',
      'contact.email',
      'contact.name',
      'contact.phone',
      'name',
      'setting.checkInTime',
      'symbol_code',
      'theme_color',
    ]);

    // The hotel's own API shows the change.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotel.id}`,
      headers: bearer(adminToken),
    });
    expect(own.json().name).toBe('Haus am Berg');
  });

  it("refuses a bad body exactly as the owner's PUT /api/hotel does, in German and English", async () => {
    const { owner, hotel, adminToken } = await scene();
    const ownerToken = await loginAs(t.app, owner);
    const bad = hotelBody(hotel.id, {
      name: '',
      contact: { name: '', address: '', phone: 'abc', email: 'nope' },
      setting: { ...DEFAULT_HOTEL_SETTING, checkInTime: '10:00', currency: 'XYZ' },
      theme_color: 'blue',
    });
    for (const language of ['de', 'en']) {
      const asAdmin = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/hotel/${hotel.id}`,
        headers: { ...bearer(adminToken), 'accept-language': language },
        payload: bad,
      });
      const asOwner = await t.app.inject({
        method: 'PUT',
        url: '/api/hotel',
        headers: { ...bearer(ownerToken, hotel.id), 'accept-language': language },
        payload: bad,
      });
      expect(asAdmin.statusCode).toBe(400);
      expect(asOwner.statusCode).toBe(400);
      expect(asAdmin.json()).toEqual(asOwner.json());
      expect(asAdmin.json().issues.length).toBeGreaterThan(4);
    }
    const wrongId = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/hotel/${hotel.id}`,
      headers: bearerEn(adminToken),
      payload: hotelBody('00000000-0000-4000-8000-000000000000'),
    });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json().issues).toEqual([expect.objectContaining({ path: '_id' })]);

    const unchanged = await t.app.inject({
      method: 'GET',
      url: `/api/admin/hotel/${hotel.id}`,
      headers: bearer(adminToken),
    });
    expect(unchanged.json().name).toBe('Haus am See');
    expect(await auditOf(hotel.id)).toEqual([]);
  });

  it("refuses another hotel's symbol code with 409, translated, and changes nothing", async () => {
    const { owner, hotel, adminToken } = await scene();
    const other = await createHotel(t.db, owner);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/hotel/${hotel.id}`,
      headers: { ...bearer(adminToken), 'accept-language': 'de' },
      payload: hotelBody(hotel.id, { symbol_code: other.symbolCode }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    expect(response.json().message).toBe('Dieser Hotelcode wird bereits verwendet');
    expect(await auditOf(hotel.id)).toEqual([]);
  });

  it('says 404 for an unknown hotel; 401 and 403 for everyone but a super admin', async () => {
    const { owner, hotel, adminToken } = await scene();
    const unknownId = '00000000-0000-4000-8000-000000000001';
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/hotel/${unknownId}`,
      headers: bearerEn(adminToken),
      payload: hotelBody(unknownId),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Hotel not found');

    const member = await createMember(t.db, hotel.id, ['manageHotel']);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/hotel/${hotel.id}`,
          payload: hotelBody(hotel.id),
        })
      ).statusCode,
    ).toBe(401);
    for (const user of [owner, member]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/hotel/${hotel.id}`,
        headers: { ...bearer(await loginAs(t.app, user), hotel.id), 'accept-language': 'de' },
        payload: hotelBody(hotel.id),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Sie haben keine Berechtigung, diese Seite aufzurufen');
    }
  });
});
