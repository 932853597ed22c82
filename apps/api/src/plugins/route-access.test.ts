import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKeysService } from '../modules/api-keys';
import { signGuestToken } from '../lib/tokens';
import { createTestApp, testConfig, type TestApp } from '../test/test-app';
import { bearer, createHotel, createMember, createUser, loginAs } from '../test/factories';
import { createGuest } from '../test/reservation-factories';
import type { RegisteredRoute } from './access';

/**
 * Deny by default, proven for every route the app registers (DESIGN decision 6): a new route
 * is covered the moment it exists.
 */
let t: TestApp;
let hotelA: string;
let hotelB: string;
let ownerToken: string;
let guestToken: string;
let apiKey: string;
let routes: RegisteredRoute[];

/** Every path parameter gets a well-formed id, so only the guards can refuse the call. */
const concrete = (url: string) => url.replace(/:[^/]+/g, randomUUID()).replace(/\*$/, 'file');

const requestOf = (route: RegisteredRoute, headers: Record<string, string> = {}) => ({
  method: route.method as 'GET',
  url: concrete(route.url),
  headers,
});

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.db);
  hotelA = (await createHotel(t.db, owner)).id;
  hotelB = (await createHotel(t.db, await createUser(t.db))).id;
  ownerToken = await loginAs(t.app, owner);
  const guest = await createGuest(t.db, hotelA);
  guestToken = signGuestToken({ hotelId: hotelA, guestId: guest.id }, testConfig().jwtSecret);
  apiKey = (
    await createApiKeysService({ db: t.db }).create(
      hotelA,
      {
        name: 'Website',
        permissions: ['bookings.read', 'bookings.write', 'guests', 'availability'],
      },
      owner.id,
    )
  ).key;
  routes = [...t.app.routeAccess];
});
afterAll(() => t.close());

const guarded = () => routes.filter((route) => route.access !== 'public');
const hotelScoped = () => routes.filter((route) => route.access === 'hotel');
/** The guest app's own calls (app.requireGuest), and every other guarded route. */
const isGuestRoute = (route: RegisteredRoute) => route.url.startsWith('/api/guest_app/');
const guestRoutes = () => guarded().filter(isGuestRoute);
const staffRoutes = () => guarded().filter((route) => !isGuestRoute(route));

/** `/api/booking/…` → `/api/v1/booking/…`: where API keys call the subset. */
const versioned = (url: string) => url.replace(/^\/api\//, '/api/v1/');

async function statusesOf(list: RegisteredRoute[], headers: Record<string, string>) {
  const entries = [];
  for (const route of list) {
    const response = await t.app.inject(requestOf(route, headers));
    entries.push([`${route.method} ${route.url}`, response.statusCode] as const);
  }
  return Object.fromEntries(entries);
}

/** The API keys' documented v1 subset (docs/integrations/api.md), HEAD beside each GET. */
const V1_SUBSET = [
  'GET /api/booking/availability',
  'GET /api/booking',
  'GET /api/booking/:id',
  'POST /api/booking',
  'PUT /api/booking/:id',
  'PUT /api/booking/status',
  'GET /api/guest',
  'GET /api/guest/:id',
  'POST /api/guest',
  'PUT /api/guest/:id',
  'GET /api/room_type',
  'GET /api/room_type/:id',
  'GET /api/room',
  'GET /api/room/:id',
].flatMap((route) => (route.startsWith('GET ') ? [route, route.replace('GET', 'HEAD')] : [route]));

const nameOf = (route: RegisteredRoute) => `${route.method} ${route.url}`;

const everyRouteAnswers = (list: RegisteredRoute[], status: number) =>
  Object.fromEntries(list.map((route) => [`${route.method} ${route.url}`, status]));

describe('every registered route', () => {
  it('covers the staff, hotel and public routes of the app', () => {
    const urls = new Set(routes.map((route) => route.url));
    for (const url of [
      '/api/booking',
      '/api/auth/user',
      '/api/hotel/:id',
      '/api/public/hotel/:id',
    ]) {
      expect(urls, url).toContain(url);
    }
    expect(hotelScoped().length).toBeGreaterThan(40);
  });

  it('answers 401 without credentials unless it is public', async () => {
    expect(await statusesOf(guarded(), {})).toEqual(everyRouteAnswers(guarded(), 401));
  });

  it('answers 401 to a forged or unknown bearer token', async () => {
    const forged = { authorization: `Bearer hpms_${'x'.repeat(43)}` };
    expect(await statusesOf(guarded(), forged)).toEqual(everyRouteAnswers(guarded(), 401));
  });

  it('refuses a guest token on every staff route', async () => {
    expect(await statusesOf(staffRoutes(), bearer(guestToken, hotelA))).toEqual(
      everyRouteAnswers(staffRoutes(), 401),
    );
  });

  it('refuses a guest token on every guest-app route of another hotel', async () => {
    // The path names a hotel that is not the token's (concrete() fills in a fresh id).
    expect(await statusesOf(guestRoutes(), bearer(guestToken))).toEqual(
      everyRouteAnswers(guestRoutes(), 403),
    );
  });

  it("refuses a staff user of hotel A who names hotel B's id", async () => {
    expect(await statusesOf(hotelScoped(), bearer(ownerToken, hotelB))).toEqual(
      everyRouteAnswers(hotelScoped(), 403),
    );
    for (const method of ['GET', 'DELETE']) {
      const response = await t.app.inject({
        method: method as 'GET',
        url: `/api/hotel/${hotelB}`,
        headers: bearer(ownerToken),
      });
      expect(response.statusCode, method).toBe(403);
    }
  });

  it('refuses an API key of hotel A that names hotel B', async () => {
    expect(await statusesOf(hotelScoped(), bearer(apiKey, hotelB))).toEqual(
      everyRouteAnswers(hotelScoped(), 403),
    );
  });

  it('refuses an API key on account, admin and hotel-list routes', async () => {
    const accountRoutes = routes.filter((route) => route.access === 'authenticated');
    expect(accountRoutes.length).toBeGreaterThan(5);
    expect(await statusesOf(accountRoutes, bearer(apiKey, hotelA))).toEqual(
      everyRouteAnswers(accountRoutes, 403),
    );
  });

  it('lets an API key call exactly the documented subset under /api/v1, and nothing under /api', async () => {
    const callable = routes.filter((route) => route.apiKey !== undefined);
    expect(callable.map(nameOf).sort()).toEqual([...V1_SUBSET].sort());
    // Every subset route is hotel data in the scope that admits keys.
    expect(callable.every((route) => route.access === 'hotel')).toBe(true);
    // The versioned path is the promise: under /api every route refuses a key (the subset is
    // answered under /api/v1, next test).
    expect(await statusesOf(hotelScoped(), bearer(apiKey))).toEqual(
      everyRouteAnswers(hotelScoped(), 403),
    );
  });

  it('answers under /api/v1 only the subset; every other route is 404 there', async () => {
    const v1Url = (route: RegisteredRoute) => versioned(concrete(route.url));
    // The subset's own documentation lives under /api/v1 (/api/v1/docs, /api/v1/openapi.json).
    const outside = routes.filter(
      (route) => route.apiKey === undefined && !/^\/api\/v1\/(docs|openapi)/.test(v1Url(route)),
    );
    for (const route of outside) {
      const response = await t.app.inject({
        ...requestOf(route, bearer(apiKey)),
        url: v1Url(route),
      });
      expect(response.statusCode, nameOf(route)).toBe(404);
    }
    for (const route of routes.filter((candidate) => candidate.apiKey !== undefined)) {
      const response = await t.app.inject({
        ...requestOf(route, bearer(apiKey)),
        url: v1Url(route),
      });
      // Past every guard: answered by the route (an unknown id is its own 404, not the path's).
      expect([401, 403], nameOf(route)).not.toContain(response.statusCode);
      const message = response.body ? response.json().message : '';
      expect(message, nameOf(route)).not.toBe('Not found');
    }
  });

  it('lets the owner of hotel A past the guards of every hotel route of hotel A', async () => {
    const statuses = await statusesOf(hotelScoped(), bearer(ownerToken, hotelA));
    const refused = Object.entries(statuses).filter(([, status]) => [401, 403].includes(status));
    expect(refused).toEqual([]);
  });

  it('lets whoever sees or makes bookings read room types, rooms and services; only manageHotel changes them', async () => {
    const catalog = hotelScoped().filter((route) =>
      /^\/api\/(room_type|room|service)(\/:id)?$/.test(route.url),
    );
    // Five routes each (list, one, create, replace, delete), and HEAD beside each GET.
    expect(catalog).toHaveLength(21);
    const refusedFor = async (permissions: Parameters<typeof createMember>[2]) => {
      const token = await loginAs(t.app, await createMember(t.db, hotelA, permissions));
      const statuses = await statusesOf(catalog, bearer(token, hotelA));
      return Object.keys(statuses)
        .filter((route) => statuses[route] === 403)
        .sort();
    };
    const changes = catalog
      .filter((route) => !['GET', 'HEAD'].includes(route.method))
      .map((route) => `${route.method} ${route.url}`)
      .sort();

    expect(await refusedFor(['viewBookings'])).toEqual(changes);
    expect(await refusedFor(['manageBookings'])).toEqual(changes);
    expect(await refusedFor(['manageHotel'])).toEqual([]);
    expect(await refusedFor([])).toHaveLength(catalog.length);
  });

  it('keeps public routes reachable without credentials', async () => {
    const publicRoutes = routes.filter((route) => route.access === 'public');
    expect(publicRoutes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/user',
        '/api/public/hotel/:id',
        '/api/docs',
      ]),
    );
    // The SMS delivery webhooks need no credentials but the provider's signature.
    const signed = publicRoutes.filter((route) => route.url.startsWith('/api/webhooks/'));
    const open = publicRoutes.filter((route) => !signed.includes(route));
    const statuses = await statusesOf(open, {});
    const refused = Object.entries(statuses).filter(([, status]) => [401, 403].includes(status));
    expect(refused).toEqual([]);
    expect(signed.map((route) => route.url).sort()).toEqual([
      '/api/webhooks/sms/seven/:hotelId',
      '/api/webhooks/sms/twilio/:hotelId',
    ]);
    expect(await statusesOf(signed, {})).toEqual(everyRouteAnswers(signed, 401));
  });
});
