import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCreateHotelResponseSchema } from '@hotel/shared/contracts/admin-hotels';
import { DEFAULT_HOTEL_SETTING } from '@hotel/shared/contracts/hotel';
import { hotels, memberships, users } from '../../db/schema';
import { adminAuditEntries, servicePresets } from '../../db/schema-admin';
import { roomTypes, services } from '../../db/schema-setup';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import {
  bearer,
  bearerEn,
  createHotel,
  createMember,
  createUser,
  findUser,
  lastEmailTo,
  loginAs,
} from '../../test/factories';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { superAdmin: true, firstName: 'Ada' });
  adminToken = await loginAs(t.app, admin);
});
afterAll(() => t.close());

function hotelBody(overrides: Record<string, unknown> = {}) {
  const suffix = randomUUID().slice(0, 8);
  return {
    name: `Haus ${suffix}`,
    contact: {
      address: 'Seestraße 1, 12345 Berlin',
      phone: '+49 30 1234567',
      email: `info-${suffix}@example.com`,
    },
    setting: { ...DEFAULT_HOTEL_SETTING },
    ...overrides,
  };
}

function create(payload: unknown, headers = bearerEn(adminToken)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/hotel',
    headers,
    payload: payload as object,
  });
}

const newEmail = () => `owner-${randomUUID().slice(0, 8)}@example.com`;

async function presets(...names: string[]) {
  return t.db
    .insert(servicePresets)
    .values(
      names.map((name, index) => ({
        name,
        price: 1000 * (index + 1),
        charge: 'per_night' as const,
      })),
    )
    .returning();
}

describe('POST /api/admin/hotel', () => {
  it('invites a new owner: the link sets a password and they sign in as owner', async () => {
    const email = newEmail();
    const response = await create({
      hotel: hotelBody({ name: 'Haus am See' }),
      owner: { email: ` ${email.toUpperCase()} `, firstName: 'Nora', lastName: 'Neu' },
    });
    expect(response.statusCode).toBe(201);
    const created = adminCreateHotelResponseSchema.parse(response.json());
    expect(created).toMatchObject({
      name: 'Haus am See',
      symbol_code: expect.stringMatching(/^haus-am-see/),
      owner: { email, invited: true },
      roomTypesCreated: 0,
      servicesCreated: 0,
    });

    // The hotel's default language is German: so is the email.
    const invitation = (await lastEmailTo(t.db, email))!;
    expect(invitation.subject).toBe('Ihr Hotel Haus am See ist eingerichtet');
    expect(invitation.link).toMatch(new RegExp(`^${TEST_APP_URL}/login/reset\\?token=`));
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: {
        token: invitation.token,
        password: 'welcome-1',
        passwordConfirmation: 'welcome-1',
      },
    });
    expect(set.statusCode).toBe(200);
    const ownerToken = await loginAs(t.app, { email, password: 'welcome-1' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(ownerToken),
    });
    expect(me.json().memberships).toEqual([
      expect.objectContaining({
        role: 'owner',
        hotel: expect.objectContaining({ _id: created._id }),
      }),
    ]);
    expect(me.json()).toMatchObject({ firstName: 'Nora', lastName: 'Neu' });
  });

  it('makes an existing account owner at once (email in any case) and tells them', async () => {
    const existing = await createUser(t.db, { firstName: 'Erik' });
    const response = await create({
      hotel: hotelBody({
        name: 'Lake House',
        setting: { ...DEFAULT_HOTEL_SETTING, defaultLanguage: 'en' },
      }),
      owner: { email: existing.email.toUpperCase(), firstName: 'Ignored', lastName: '' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().owner).toEqual({
      _id: existing.id,
      email: existing.email,
      invited: false,
    });
    const [membership] = await t.db
      .select()
      .from(memberships)
      .where(
        and(eq(memberships.userId, existing.id), eq(memberships.hotelId, response.json()._id)),
      );
    expect(membership?.role).toBe('owner');
    const told = (await lastEmailTo(t.db, existing.email))!;
    expect(told.subject).toBe('You are the owner of Lake House');
    expect(told.text).toContain('Hello Erik,');
    // The account keeps its name and password.
    expect((await findUser(t.db, existing.id))?.firstName).toBe('Erik');
    await loginAs(t.app, existing);
  });

  it('creates room types in the default language and takes service presets over', async () => {
    const [breakfast, parking] = await presets(
      `Frühstück ${randomUUID()}`,
      `Parken ${randomUUID()}`,
    );
    const response = await create({
      hotel: hotelBody(),
      owner: { email: newEmail(), firstName: 'Pia' },
      roomTypePresets: ['double', 'single', 'double'],
      // The same preset twice is taken once: the hotel never has a service name twice.
      servicePresetIds: [breakfast!.id, parking!.id, breakfast!.id],
    });
    expect(response.statusCode).toBe(201);
    const hotelId = response.json()._id;
    expect(response.json()).toMatchObject({ roomTypesCreated: 2, servicesCreated: 2 });
    const types = await t.db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotelId));
    expect(types.map((type) => [type.name, type.shortCode, type.baseOccupancy]).sort()).toEqual([
      ['Doppelzimmer', 'DZ', 2],
      ['Einzelzimmer', 'EZ', 1],
    ]);
    const taken = await t.db.select().from(services).where(eq(services.hotelId, hotelId));
    expect(taken.map((service) => [service.name, service.price, service.charge]).sort()).toEqual(
      [
        [breakfast!.name, 1000, 'per_night'],
        [parking!.name, 2000, 'per_night'],
      ].sort(),
    );

    const english = await create({
      hotel: hotelBody({ setting: { ...DEFAULT_HOTEL_SETTING, defaultLanguage: 'en' } }),
      owner: { email: newEmail(), firstName: 'Pia' },
      roomTypePresets: ['family'],
    });
    const [family] = await t.db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.hotelId, english.json()._id));
    expect(family).toMatchObject({ name: 'Family room', higherOccupancy: 4 });
  });

  it('records the creation in the audit trail', async () => {
    const [sauna] = await presets(`Sauna ${randomUUID()}`);
    const email = newEmail();
    const response = await create({
      hotel: hotelBody({ name: 'Audit Inn', symbol_code: `audit-${randomUUID().slice(0, 8)}` }),
      owner: { email, firstName: 'Ute' },
      roomTypePresets: ['suite'],
      servicePresetIds: [sauna!.id],
    });
    expect(response.statusCode).toBe(201);
    const [entry] = await t.db
      .select()
      .from(adminAuditEntries)
      .where(eq(adminAuditEntries.hotelId, response.json()._id));
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorName: 'Ada User',
      subject: 'hotel',
      action: 'hotel.created',
      userId: response.json().owner._id,
      label: 'Audit Inn',
      before: null,
      after: expect.objectContaining({
        name: 'Audit Inn',
        symbol_code: response.json().symbol_code,
        ownerEmail: email,
        ownerInvited: true,
        roomTypePresets: ['suite'],
        servicePresets: [sauna!.name],
      }),
    });
  });

  it('answers a taken symbol code with a translated 409 and changes nothing', async () => {
    const owner = await createUser(t.db);
    const taken = await createHotel(t.db, owner);
    const email = newEmail();
    const payload = {
      hotel: hotelBody({ name: `Copy ${taken.id}`, symbol_code: taken.symbolCode }),
      owner: { email, firstName: 'Cora' },
      roomTypePresets: ['double'],
    };
    const english = await create(payload);
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe('This hotel code is already in use');
    expect(english.json().issues).toEqual([
      {
        path: 'hotel.symbol_code',
        key: 'errors.symbolCodeTaken',
        message: 'This hotel code is already in use',
      },
    ]);
    const german = await create(payload, bearer(adminToken));
    expect(german.json().message).toBe('Dieser Hotelcode wird bereits verwendet');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(hotels)
        .where(eq(hotels.name, `Copy ${taken.id}`)),
    ).toEqual([]);
  });

  it('refuses bad input with translated field issues in both languages', async () => {
    const email = newEmail();
    const payload = {
      hotel: hotelBody({ name: ' ' }),
      owner: { email: 'not-an-email', firstName: '' },
      roomTypePresets: ['castle'],
      servicePresetIds: ['nope'],
    };
    const english = await create(payload);
    expect(english.statusCode).toBe(400);
    const issues = english.json().issues as { path: string; message: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'hotel.name', message: 'Hotel name is required' }),
        expect.objectContaining({
          path: 'owner.email',
          message: 'Please enter a valid email address',
        }),
        expect.objectContaining({ path: 'owner.firstName', message: 'First name is required' }),
        expect.objectContaining({ path: 'roomTypePresets.0', message: 'This value is not valid' }),
        expect.objectContaining({ path: 'servicePresetIds.0', message: 'This value is not valid' }),
      ]),
    );
    const german = await create(payload, bearer(adminToken));
    expect(german.json().issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'hotel.name', message: 'Hotelname ist erforderlich' }),
      ]),
    );
    const tooMany = await create({
      hotel: hotelBody(),
      owner: { email, firstName: 'Max' },
      servicePresetIds: Array.from({ length: 101 }, () => randomUUID()),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('is for super admins only: 401 without a token, 403 for an owner and a member', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const member = await createMember(t.db, hotel.id, [
      'viewBookings',
      'manageBookings',
      'manageHotel',
    ]);
    const payload = { hotel: hotelBody(), owner: { email: newEmail(), firstName: 'X' } };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/hotel', payload })).statusCode,
    ).toBe(401);
    for (const user of [owner, member]) {
      const response = await create(payload, bearerEn(await loginAs(t.app, user)));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("You don't have permission to access this page");
    }
    expect(await t.db.select().from(users).where(eq(users.email, payload.owner.email))).toEqual([]);
  });
});
