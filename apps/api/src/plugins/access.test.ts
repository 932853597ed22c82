import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@hotel/shared/permissions';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  bearer,
  createHotel,
  createMember,
  createUser,
  loginAs,
  type TestUser,
} from '../test/factories';

/** Test-only routes that use the real guards exactly as modules do. */
function registerGuardedRoutes(app: FastifyInstance) {
  app.get(
    '/api/test/scoped',
    { onRequest: [app.authenticate, app.hotelScope] },
    async (request) => ({
      hotelId: request.hotelId,
      role: request.membership?.role ?? null,
      permissions: request.permissions,
    }),
  );
  for (const permission of PERMISSIONS) {
    app.get(
      `/api/test/permission/${permission}`,
      { onRequest: [app.authenticate, app.hotelScope, app.requirePermission(permission)] },
      async () => ({ ok: true }),
    );
  }
  app.get(
    '/api/test/owner',
    { onRequest: [app.authenticate, app.hotelScope, app.requireOwner] },
    async () => ({ ok: true }),
  );
  app.get(
    '/api/test/admin',
    { onRequest: [app.authenticate, app.requireSuperAdmin] },
    async () => ({ ok: true }),
  );
}

let t: TestApp;
let hotelId: string;
let foreignHotelId: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { extend: registerGuardedRoutes });
  const owner = await createUser(t.db);
  const otherOwner = await createUser(t.db);
  hotelId = (await createHotel(t.db, owner)).id;
  foreignHotelId = (await createHotel(t.db, otherOwner)).id;
  const users: Record<string, TestUser> = {
    owner,
    viewer: await createMember(t.db, hotelId, ['viewBookings']),
    booker: await createMember(t.db, hotelId, ['viewBookings', 'manageBookings']),
    manager: await createMember(t.db, hotelId, ['manageHotel']),
    nobody: await createMember(t.db, hotelId, []),
    outsider: await createUser(t.db),
    admin: await createUser(t.db, { superAdmin: true }),
  };
  for (const [name, user] of Object.entries(users)) tokens[name] = await loginAs(t.app, user);
});
afterAll(() => t.close());

const call = (url: string, who: string, hotel: string | undefined, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(tokens[who]!, hotel), 'accept-language': language },
  });

describe('hotel scope', () => {
  it('asks for the hotel header', async () => {
    const response = await call('/api/test/scoped', 'owner', undefined, 'de');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Bitte wählen Sie ein Hotel',
    });
  });

  it('needs a signed-in user first', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/scoped',
      headers: { hotel: hotelId },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses non-members for foreign, unknown and malformed hotel ids alike', async () => {
    for (const [who, hotel] of [
      ['outsider', hotelId],
      ['owner', foreignHotelId],
      ['viewer', foreignHotelId],
      ['owner', '00000000-0000-4000-8000-000000000000'],
      ['owner', 'not-a-uuid'],
    ] as const) {
      const response = await call('/api/test/scoped', who, hotel);
      expect(response.statusCode, `${who} in ${hotel}`).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        code: 'NOT_MEMBER',
        message: 'User is not a member of the hotel',
      });
    }
    expect((await call('/api/test/scoped', 'outsider', hotelId, 'de')).json().message).toBe(
      'Der Benutzer ist kein Mitglied des Hotels',
    );
  });

  it('lets a super admin into any existing hotel with all permissions', async () => {
    const response = await call('/api/test/scoped', 'admin', foreignHotelId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hotelId: foreignHotelId,
      role: null,
      permissions: ['viewBookings', 'manageBookings', 'manageHotel'],
    });
    const missing = await call('/api/test/scoped', 'admin', '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Hotel not found');
    expect((await call('/api/test/scoped', 'admin', 'nonsense')).statusCode).toBe(404);
  });

  it('gives the owner all permissions and a member those of their group', async () => {
    expect((await call('/api/test/scoped', 'owner', hotelId)).json()).toEqual({
      hotelId,
      role: 'owner',
      permissions: ['viewBookings', 'manageBookings', 'manageHotel'],
    });
    expect((await call('/api/test/scoped', 'booker', hotelId)).json()).toMatchObject({
      role: 'member',
      permissions: ['viewBookings', 'manageBookings'],
    });
  });
});

describe('requirePermission', () => {
  const expected: Record<string, Record<string, boolean>> = {
    owner: { viewBookings: true, manageBookings: true, manageHotel: true },
    admin: { viewBookings: true, manageBookings: true, manageHotel: true },
    viewer: { viewBookings: true, manageBookings: false, manageHotel: false },
    booker: { viewBookings: true, manageBookings: true, manageHotel: false },
    manager: { viewBookings: false, manageBookings: false, manageHotel: true },
    nobody: { viewBookings: false, manageBookings: false, manageHotel: false },
  };
  const texts = {
    viewBookings:
      'You are not allowed to view bookings. Please ask the owner of the hotel for access.',
    manageBookings:
      'You are not allowed to manage bookings. Please ask the owner of the hotel for access.',
    manageHotel:
      'You are not allowed to manage the hotel. Please ask the owner of the hotel for access.',
  };

  for (const [who, grants] of Object.entries(expected)) {
    it(`grants ${who} exactly ${
      Object.keys(grants)
        .filter((p) => grants[p])
        .join(', ') || 'nothing'
    }`, async () => {
      for (const permission of PERMISSIONS) {
        const response = await call(`/api/test/permission/${permission}`, who, hotelId);
        if (grants[permission]) {
          expect(response.statusCode, `${who} ${permission}`).toBe(200);
        } else {
          expect(response.statusCode, `${who} ${permission}`).toBe(403);
          expect(response.json()).toEqual({
            statusCode: 403,
            code: 'FORBIDDEN',
            message: texts[permission],
          });
        }
      }
    });
  }

  it('says it in German too', async () => {
    const response = await call('/api/test/permission/manageHotel', 'viewer', hotelId, 'de');
    expect(response.json().message).toBe(
      'Sie dürfen das Hotel nicht verwalten. Bitte fragen Sie den Inhaber des Hotels nach Zugriff.',
    );
  });
});

describe('requireOwner and requireSuperAdmin', () => {
  it('lets owners and super admins in, refuses members with the owner text', async () => {
    expect((await call('/api/test/owner', 'owner', hotelId)).statusCode).toBe(200);
    expect((await call('/api/test/owner', 'admin', hotelId)).statusCode).toBe(200);
    const member = await call('/api/test/owner', 'manager', hotelId);
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe('Only the owner of the hotel can access this page.');
    expect((await call('/api/test/owner', 'manager', hotelId, 'de')).json().message).toBe(
      'Nur der Inhaber des Hotels kann diese Seite aufrufen.',
    );
  });

  it('lets only super admins into admin routes', async () => {
    expect((await call('/api/test/admin', 'admin', undefined)).statusCode).toBe(200);
    const owner = await call('/api/test/admin', 'owner', undefined);
    expect(owner.statusCode).toBe(403);
    expect(owner.json()).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: "You don't have permission to access this page",
    });
  });
});
