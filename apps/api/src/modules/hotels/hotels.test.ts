import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HOTEL_SETTING } from '@hotel/shared/contracts/hotel';
import { hotelSchema } from '@hotel/shared/contracts/hotel';
import { memberships } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, createHotel, createMember, createUser, loginAs } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hotelPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hotel Alpenblick',
  contact: {
    name: 'Familie Brandstätter',
    address: 'Zugspitzstraße 12, 82467 Garmisch-Partenkirchen',
    phone: '+49 8821 73040',
    email: 'Info@Hotel-Alpenblick.de',
  },
  setting: { ...DEFAULT_HOTEL_SETTING },
  ...overrides,
});

async function signedIn(values: { superAdmin?: boolean } = {}) {
  const user = await createUser(t.db, values);
  return { user, token: await loginAs(t.app, user) };
}

describe('POST /api/hotel', () => {
  it('creates the hotel with a slug code and makes the creator its owner', async () => {
    const { user, token } = await signedIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/hotel',
      headers: bearer(token),
      payload: hotelPayload(),
    });
    expect(response.statusCode).toBe(201);
    const hotel = hotelSchema.parse(response.json());
    expect(hotel).toMatchObject({
      symbol_code: 'hotel-alpenblick',
      name: 'Hotel Alpenblick',
      contact: { email: 'info@hotel-alpenblick.de' },
      setting: { individual_properties: false, checkInTime: '15:00', currency: 'EUR' },
      guest_app: { enabled: false, accent_color: 'amber', template_image: [] },
      plugins: {
        public_page: { disabled: true, booking_enabled: false },
        smoobu: { enabled: false },
      },
    });
    const [membership] = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.hotelId, hotel._id)));
    expect(membership?.role).toBe('owner');

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(me.json().memberships).toEqual([
      {
        hotel: {
          _id: hotel._id,
          name: 'Hotel Alpenblick',
          symbol_code: 'hotel-alpenblick',
          individual_properties: false,
        },
        role: 'owner',
        group: null,
      },
    ]);
  });

  it('numbers generated codes and refuses a given code that is taken', async () => {
    const { token } = await signedIn();
    const create = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/hotel',
        headers: { ...bearer(token), 'accept-language': 'en' },
        payload,
      });
    const second = await create(hotelPayload());
    const third = await create(hotelPayload());
    expect(second.json().symbol_code).toBe('hotel-alpenblick-2');
    expect(third.json().symbol_code).toBe('hotel-alpenblick-3');
    const umlaut = await create(hotelPayload({ name: 'Gästehaus Müller' }));
    expect(umlaut.json().symbol_code).toBe('gaestehaus-mueller');

    const taken = await create(hotelPayload({ symbol_code: 'hotel-alpenblick-2' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'This hotel code is already in use',
    });
    const chosen = await create(hotelPayload({ symbol_code: 'Mein-Haus' }));
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().symbol_code).toBe('mein-haus');
  });

  it('explains inconsistent check-in and check-out times in both languages', async () => {
    const { token } = await signedIn();
    const payload = hotelPayload({
      setting: { ...DEFAULT_HOTEL_SETTING, checkInTime: '10:00', checkOutTime: '11:00' },
    });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/hotel',
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload,
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().issues).toEqual([
      {
        path: 'setting.checkInTime',
        key: 'validation.checkInNotAfterCheckOut',
        message: 'Check-in time must be later than check-out time, so the room can be prepared',
      },
      {
        path: 'setting.checkOutTime',
        key: 'validation.checkOutNotBeforeCheckIn',
        message: 'Check-out time must be earlier than check-in time, so the room can be prepared',
      },
    ]);
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/hotel',
      headers: bearer(token),
      payload,
    });
    expect(german.json().issues[0].message).toBe(
      'Die Check-in-Zeit muss nach der Check-out-Zeit liegen, damit das Zimmer vorbereitet werden kann',
    );
  });

  it('lists every missing required field', async () => {
    const { token } = await signedIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/hotel',
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: { contact: {}, setting: {} },
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'name',
        'contact.address',
        'contact.phone',
        'contact.email',
        'setting.propertyType',
        'setting.defaultLanguage',
        'setting.timeZone',
        'setting.checkInTime',
        'setting.checkOutTime',
        'setting.dateFormat',
        'setting.currency',
      ]),
    );
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/hotel',
      payload: hotelPayload(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/hotel and /api/hotel/{id}', () => {
  it('lists only own hotels for members, all hotels for super admins', async () => {
    const owner = await createUser(t.db);
    const mine = await createHotel(t.db, owner, { name: 'AAA Mine' });
    const foreign = await createHotel(t.db, await createUser(t.db));
    const ownerToken = await loginAs(t.app, owner);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/hotel',
      headers: bearer(ownerToken),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((hotel: { _id: string }) => hotel._id)).toEqual([mine.id]);

    const { token: adminToken } = await signedIn({ superAdmin: true });
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/hotel',
      headers: bearer(adminToken),
    });
    const allIds = all.json().map((hotel: { _id: string }) => hotel._id);
    expect(allIds).toEqual(expect.arrayContaining([mine.id, foreign.id]));
  });

  it('shows a hotel to members and super admins only', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const viewer = await createMember(t.db, hotel.id, ['viewBookings']);
    const get = async (token: string, id = hotel.id) =>
      t.app.inject({
        method: 'GET',
        url: `/api/hotel/${id}`,
        headers: { ...bearer(token), 'accept-language': 'en' },
      });

    const asViewer = await get(await loginAs(t.app, viewer));
    expect(asViewer.statusCode).toBe(200);
    expect(asViewer.json()._id).toBe(hotel.id);

    const { token: outsiderToken } = await signedIn();
    const asOutsider = await get(outsiderToken);
    expect(asOutsider.statusCode).toBe(403);
    expect(asOutsider.json().message).toBe('User is not a member of the hotel');

    const { token: adminToken } = await signedIn({ superAdmin: true });
    expect((await get(adminToken)).statusCode).toBe(200);
    const unknown = await get(adminToken, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Hotel not found');
  });

  it("tells any member the owner's name, and nothing else of the owner", async () => {
    const owner = await createUser(t.db, { firstName: 'Anna' });
    const hotel = await createHotel(t.db, owner);
    const viewer = await createMember(t.db, hotel.id, ['viewBookings']);
    const token = await loginAs(t.app, viewer);

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotel.id}`,
      headers: bearer(token),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().owner).toEqual({ name: 'Anna User' });
    expect(JSON.stringify(one.json())).not.toContain(owner.email);

    const list = await t.app.inject({ method: 'GET', url: '/api/hotel', headers: bearer(token) });
    expect(list.json().map((item: { owner: unknown }) => item.owner)).toEqual([
      { name: 'Anna User' },
    ]);
  });

  it('names no owner for a hotel without one', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    await t.db.delete(memberships).where(eq(memberships.hotelId, hotel.id));
    const { token } = await signedIn({ superAdmin: true });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotel.id}`,
      headers: bearer(token),
    });
    expect(response.json().owner).toBeNull();
  });
});

describe('PUT /api/hotel/', () => {
  it('updates the hotel for the owner and a manageHotel member', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const manager = await createMember(t.db, hotel.id, ['manageHotel']);
    for (const [user, name] of [
      [owner, 'Renamed by owner'],
      [manager, 'Renamed by manager'],
    ] as const) {
      const token = await loginAs(t.app, user);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/hotel/',
        headers: bearer(token, hotel.id),
        payload: hotelPayload({
          _id: hotel.id,
          name,
          setting: { ...DEFAULT_HOTEL_SETTING, propertyType: 'individual', checkInTime: '16:00' },
          theme_color: '#0f766e',
        }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        _id: hotel.id,
        name,
        symbol_code: hotel.symbolCode,
        theme_color: '#0f766e',
        setting: { propertyType: 'individual', individual_properties: true, checkInTime: '16:00' },
      });
    }
  });

  it('refuses a member with only viewBookings and changes nothing', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner, { name: 'Unchanged' });
    const viewer = await createMember(t.db, hotel.id, ['viewBookings']);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/hotel/',
      headers: { ...bearer(await loginAs(t.app, viewer), hotel.id), 'accept-language': 'en' },
      payload: hotelPayload({ _id: hotel.id, name: 'Hacked' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'You are not allowed to manage the hotel. Please ask the owner of the hotel for access.',
    );
    const ownerToken = await loginAs(t.app, owner);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotel.id}`,
      headers: bearer(ownerToken),
    });
    expect(after.json().name).toBe('Unchanged');
  });

  it('requires _id, the matching hotel header and consistent times; a failed update changes nothing', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner, { name: 'Stable' });
    const other = await createHotel(t.db, owner);
    const token = await loginAs(t.app, owner);
    const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/hotel/',
        headers: { ...headers, 'accept-language': 'en' },
        payload,
      });

    const missingId = await put(bearer(token, hotel.id), hotelPayload({ name: 'X' }));
    expect(missingId.statusCode).toBe(400);
    expect(missingId.json().issues).toEqual([
      { path: '_id', key: 'validation.idRequired', message: 'Update requires _id' },
    ]);

    const mismatch = await put(bearer(token, other.id), hotelPayload({ _id: hotel.id, name: 'X' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues[0]).toMatchObject({ path: '_id', key: 'validation.invalid' });

    const badTimes = await put(
      bearer(token, hotel.id),
      hotelPayload({
        _id: hotel.id,
        name: 'X',
        setting: { ...DEFAULT_HOTEL_SETTING, checkInTime: '09:00', checkOutTime: '09:00' },
      }),
    );
    expect(badTimes.statusCode).toBe(400);

    const missingHeader = await put(bearer(token), hotelPayload({ _id: hotel.id }));
    expect(missingHeader.statusCode).toBe(400);
    expect(missingHeader.json().message).toBe('Please choose a hotel');

    const takenCode = await put(
      bearer(token, hotel.id),
      hotelPayload({ _id: hotel.id, name: 'X', symbol_code: other.symbolCode }),
    );
    expect(takenCode.statusCode).toBe(409);

    const after = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotel.id}`,
      headers: bearer(token),
    });
    expect(after.json()).toMatchObject({ name: 'Stable', symbol_code: hotel.symbolCode });
  });
});
