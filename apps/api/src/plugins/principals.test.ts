import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../db/schema-platform';
import { guests } from '../db/schema-bookings';
import { signAccessToken, signGuestToken, verifyAccessToken } from '../lib/tokens';
import {
  createAccessRepository,
  createHotelAccessService,
  createPrincipalResolver,
} from '../modules/access';
import { createApiKeysService } from '../modules/api-keys';
import { createTestApp, testConfig, type TestApp } from '../test/test-app';
import { bearerEn, createHotel, createUser, loginAs } from '../test/factories';
import { createGuest } from '../test/reservation-factories';
import { accessPlugin } from './access';
import { hotelScopePlugin } from './hotel-scope';

const { jwtSecret } = testConfig();

/** Test-only routes behind the real guards. */
async function registerPrincipalRoutes(app: FastifyInstance) {
  await app.register(hotelScopePlugin, {
    apiKeys: true,
    routes: async (scope) => {
      scope.get('/api/test/key-scoped', { config: { apiKey: 'any' } }, async (request) => ({
        kind: request.principal.kind,
        hotelId: request.hotelId,
        permissions: request.principal.kind === 'api_key' ? request.principal.permissions : [],
      }));
      // A key needs the route's key permission; the staff guard then lets it through.
      scope.get(
        '/api/test/key-write',
        {
          config: { apiKey: 'bookings.write' },
          onRequest: [scope.requirePermission('manageBookings')],
        },
        async () => ({ ok: true }),
      );
      // No `config.apiKey`: outside the keys' subset.
      scope.get(
        '/api/test/key-manage',
        { onRequest: [scope.requirePermission('manageHotel')] },
        async () => ({ ok: true }),
      );
    },
  });
  for (const url of ['/api/test/guest', '/api/test/guest/:hotelId']) {
    app.get(url, { onRequest: [app.requireGuest] }, async (request) => ({
      principal: request.principal,
      hotelId: request.hotelId,
    }));
  }
}

let t: TestApp;
let hotelA: string;
let hotelB: string;
let ownerToken: string;
let ownerId: string;
let service: ReturnType<typeof createApiKeysService>;

beforeAll(async () => {
  t = await createTestApp({}, { extend: registerPrincipalRoutes });
  const owner = await createUser(t.db);
  ownerId = owner.id;
  hotelA = (await createHotel(t.db, owner)).id;
  hotelB = (await createHotel(t.db, await createUser(t.db))).id;
  ownerToken = await loginAs(t.app, owner);
  service = createApiKeysService({ db: t.db });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('API keys', () => {
  it('shows the key once and lists it by prefix, name and permissions, never the hash', async () => {
    const created = await service.create(
      hotelA,
      { name: 'Website', permissions: ['bookings.read'] },
      ownerId,
    );
    expect(created.key).toMatch(/^hpms_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const listed = (await service.list(hotelA)).find((key) => key.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: 'Website',
      prefix: created.prefix,
      permissions: ['bookings.read'],
      lastUsedAt: null,
      createdAt: created.createdAt,
    });
    expect(JSON.stringify(await service.list(hotelA))).not.toContain(created.key.slice(12));
    expect(await service.list(hotelB)).toEqual([]);
  });

  it("acts in the key's own hotel with the key's permissions", async () => {
    const { key } = await service.create(
      hotelA,
      { name: 'Channel', permissions: ['bookings.read'] },
      null,
    );
    const expected = { kind: 'api_key', hotelId: hotelA, permissions: ['bookings.read'] };
    expect((await get('/api/v1/test/key-scoped', bearerEn(key, hotelA))).json()).toEqual(expected);
    expect((await get('/api/v1/test/key-scoped', bearerEn(key))).json()).toEqual(expected);
    const foreign = await get('/api/v1/test/key-scoped', bearerEn(key, hotelB));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('User is not a member of the hotel');
    // The subset only under /api/v1: the same route under /api is refused to keys.
    const unversioned = await get('/api/test/key-scoped', bearerEn(key, hotelA));
    expect(unversioned.statusCode).toBe(403);
    expect(unversioned.json().message).toBe(
      'API keys call the API under /api/v1/… (for example /api/v1/booking)',
    );
    const write = await get('/api/v1/test/key-write', bearerEn(key, hotelA));
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('This API key does not have the permission "bookings.write"');
    const manage = await get('/api/test/key-manage', bearerEn(key, hotelA));
    expect(manage.statusCode).toBe(403);
    expect(manage.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'API keys cannot use this call',
    });
    const writer = await service.create(
      hotelA,
      { name: 'Writer', permissions: ['bookings.write'] },
      null,
    );
    expect((await get('/api/v1/test/key-write', bearerEn(writer.key))).json()).toEqual({
      ok: true,
    });
  });

  it('records the last use at most once a minute and stops working when revoked', async () => {
    const created = await service.create(hotelA, { name: 'Sync', permissions: ['guests'] }, null);
    const lastUsed = async () =>
      (await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.id)))[0]!.lastUsedAt;
    await get('/api/v1/test/key-scoped', bearerEn(created.key));
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await get('/api/v1/test/key-scoped', bearerEn(created.key));
    expect(await lastUsed()).toEqual(first);

    await service.revoke(hotelA, created.id);
    expect((await get('/api/v1/test/key-scoped', bearerEn(created.key))).statusCode).toBe(401);
    expect((await service.list(hotelA)).map((key) => key.id)).not.toContain(created.id);
    await expect(service.revoke(hotelA, created.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('cannot be revoked through another hotel', async () => {
    const created = await service.create(
      hotelA,
      { name: 'Door', permissions: ['availability'] },
      null,
    );
    await expect(service.revoke(hotelB, created.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await get('/api/v1/test/key-scoped', bearerEn(created.key))).statusCode).toBe(200);
  });
});

describe('guest tokens', () => {
  it('carry one hotel and one guest, named for the history', async () => {
    const guest = await createGuest(t.db, hotelA, { firstName: 'Anna', lastName: 'Weber' });
    const token = signGuestToken({ hotelId: hotelA, guestId: guest.id }, jwtSecret);
    const response = await get('/api/test/guest', bearerEn(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      principal: { kind: 'guest', hotelId: hotelA, guestId: guest.id, name: 'Anna Weber' },
      hotelId: hotelA,
    });
    expect((await get(`/api/test/guest/${hotelA}`, bearerEn(token))).statusCode).toBe(200);
  });

  it("are refused for another hotel's ids, and once the guest is gone", async () => {
    const guest = await createGuest(t.db, hotelA);
    const token = signGuestToken({ hotelId: hotelA, guestId: guest.id }, jwtSecret);
    expect((await get(`/api/test/guest/${hotelB}`, bearerEn(token))).statusCode).toBe(403);
    expect((await get('/api/test/guest', bearerEn(token, hotelB))).statusCode).toBe(403);
    // A token naming a hotel the guest does not belong to.
    const crossed = signGuestToken({ hotelId: hotelB, guestId: guest.id }, jwtSecret);
    expect((await get('/api/test/guest', bearerEn(crossed))).statusCode).toBe(401);
    await t.db.delete(guests).where(eq(guests.id, guest.id));
    expect((await get('/api/test/guest', bearerEn(token))).statusCode).toBe(401);
  });

  it('and staff tokens are never taken for each other', async () => {
    const guest = await createGuest(t.db, hotelA);
    const guestToken = signGuestToken({ hotelId: hotelA, guestId: guest.id }, jwtSecret);
    expect(verifyAccessToken(guestToken, jwtSecret)).toBeNull();
    expect(verifyAccessToken(signAccessToken(ownerId, jwtSecret), jwtSecret)).toBe(ownerId);
    const staffOnGuest = await get('/api/test/guest', bearerEn(ownerToken));
    expect(staffOnGuest.statusCode).toBe(403);
    expect(staffOnGuest.json().message).toBe('This sign-in cannot be used for this call');
    // Issue 14: a guest token on a staff route is no credential at all (401), not a refused one.
    const guestOnStaff = await get('/api/auth/user', bearerEn(guestToken));
    expect(guestOnStaff.statusCode).toBe(401);
  });
});

describe('deny by default', () => {
  it('fails startup for a route that is neither public nor guarded', async () => {
    const app = Fastify();
    // Only the access plugin matters here; its declared dependency is satisfied by name.
    await app.register(fp(async () => undefined, { name: 'error-handler' }));
    const repository = createAccessRepository(t.db);
    await app.register(accessPlugin, {
      hotelAccess: createHotelAccessService(repository),
      resolvePrincipal: createPrincipalResolver({ repository, apiKeys: service, jwtSecret }),
    });
    const startup = async () => {
      app.get('/api/forgotten', async () => ({ secret: true }));
      await app.ready();
    };
    await expect(startup()).rejects.toThrow('GET /api/forgotten is neither public nor guarded');
    await app.close().catch(() => undefined);
  });
});
