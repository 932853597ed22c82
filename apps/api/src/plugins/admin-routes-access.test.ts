import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@hotel/shared/permissions';
import { createApiKeysService } from '../modules/api-keys';
import { signGuestToken } from '../lib/tokens';
import { createTestApp, testConfig, type TestApp } from '../test/test-app';
import { bearer, createHotel, createMember, createUser, loginAs } from '../test/factories';
import { createGuest } from '../test/reservation-factories';
import type { RegisteredRoute } from './access';

/**
 * The admin area is for super admins only, proven for every route under /api/admin/ the app
 * registers (a new admin route is covered the moment it exists): no one else gets past its
 * guards, whatever credential they hold. The modules' own tests cover what super admins get.
 */
let t: TestApp;
let routes: RegisteredRoute[];
let hotelId: string;
const tokens = { owner: '', member: '', guest: '', apiKey: '' };

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t.db);
  hotelId = (await createHotel(t.db, owner)).id;
  tokens.owner = await loginAs(t.app, owner);
  tokens.member = await loginAs(t.app, await createMember(t.db, hotelId, [...PERMISSIONS]));
  const guest = await createGuest(t.db, hotelId);
  tokens.guest = signGuestToken({ hotelId, guestId: guest.id }, testConfig().jwtSecret);
  tokens.apiKey = (
    await createApiKeysService({ db: t.db }).create(
      hotelId,
      {
        name: 'Website',
        permissions: ['bookings.read', 'bookings.write', 'guests', 'availability'],
      },
      owner.id,
    )
  ).key;
  routes = t.app.routeAccess.filter((route) => route.url.startsWith('/api/admin/'));
});
afterAll(() => t.close());

const FORBIDDEN_DE = 'Sie haben keine Berechtigung, diese Seite aufzurufen';
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** Well-formed ids for the path and a minimal body, so only the guards can refuse the call. */
const call = (route: RegisteredRoute, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[^/]+/g, randomUUID()),
    headers,
    ...(WITH_BODY.has(route.method) ? { payload: {} } : {}),
  });

/** Each route's answer, as `METHOD url: status` so a failure names the route. */
async function answers(headers: Record<string, string>) {
  const result: string[] = [];
  for (const route of routes) {
    const response = await call(route, headers);
    result.push(`${route.method} ${route.url}: ${response.statusCode}`);
  }
  return result;
}

const everyRoute = (...statuses: number[]) =>
  routes.map((route) =>
    expect.stringMatching(new RegExp(`^${route.method} ${route.url}: (${statuses.join('|')})$`)),
  );

describe('every route under /api/admin/', () => {
  it('is registered: the admin area’s modules are all there', () => {
    const urls = new Set(routes.map((route) => route.url));
    for (const url of [
      '/api/admin/stats',
      '/api/admin/audit',
      '/api/admin/user',
      '/api/admin/hotel',
      '/api/admin/guest_notification',
      '/api/admin/soap',
      '/api/admin/error_log/:id',
      '/api/admin/service_presets/:id',
      '/api/admin/hotel/:hotelId/configuration',
      '/api/admin/hotel/:hotelId/lock_settings',
    ]) {
      expect(urls, url).toContain(url);
    }
    // Every method of the 20 paths, HEAD beside each GET.
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(routes.every((route) => route.access === 'authenticated')).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect(await answers({})).toEqual(everyRoute(401));
  });

  it('refuses a guest token and an API key of a hotel', async () => {
    expect(await answers(bearer(tokens.guest, hotelId))).toEqual(everyRoute(401, 403));
    expect(await answers(bearer(tokens.apiKey, hotelId))).toEqual(everyRoute(401, 403));
  });

  it('refuses an owner and a member with every permission with 403, translated', async () => {
    for (const token of [tokens.owner, tokens.member]) {
      for (const route of routes) {
        const response = await call(route, bearer(token, hotelId));
        const name = `${route.method} ${route.url}`;
        expect(response.statusCode, name).toBe(403);
        if (route.method !== 'HEAD') expect(response.json().message, name).toBe(FORBIDDEN_DE);
      }
    }
  });
});
