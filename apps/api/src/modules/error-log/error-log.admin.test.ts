import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, users } from '../../db/schema';
import { errorGroups, errorOccurrences } from '../../db/schema-admin';
import { createGuest } from '../../test/reservation-factories';
import { signGuestToken } from '../../lib/tokens';
import {
  bearer,
  bearerEn,
  createHotel,
  createMember,
  createUser,
  loginAs,
} from '../../test/factories';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';

/** Issue 18: /api/admin/error_log lists, shows and resolves error groups; super admins only. */
let t: TestApp;
let adminToken: string;
let adminId: string;
let ownerToken: string;
let memberToken: string;
let guestToken: string;
let hotelA: { id: string; name: string };
let hotelB: { id: string; name: string };
let goneUserId: string;
let reporterEmail: string;
let reporterId: string;

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
/** Each test's groups carry this mark in their source, so the shared list can be narrowed. */
const groupIds: Record<string, string> = {};

async function seedGroup(
  name: string,
  values: { kind: 'server' | 'job' | 'client'; resolved?: boolean },
  occurrences: { hours: number; hotelId?: string | null; userId?: string | null }[],
) {
  const newest = Math.min(...occurrences.map((occurrence) => occurrence.hours));
  const oldest = Math.max(...occurrences.map((occurrence) => occurrence.hours));
  const [group] = await t.db
    .insert(errorGroups)
    .values({
      fingerprint: `${name}-${randomUUID()}`,
      kind: values.kind,
      source: `source ${name}`,
      title: `title ${name}`,
      count: occurrences.length,
      firstSeenAt: ago(oldest),
      lastSeenAt: ago(newest),
      resolvedAt: values.resolved ? ago(0) : null,
      resolvedBy: values.resolved ? adminId : null,
    })
    .returning();
  await t.db.insert(errorOccurrences).values(
    occurrences.map((occurrence, index) => ({
      groupId: group!.id,
      requestId: `req-${name}-${index}`,
      method: 'GET',
      route: '/api/thing/:id',
      statusCode: 500,
      hotelId: occurrence.hotelId ?? null,
      userId: occurrence.userId ?? null,
      message: `message ${name}`,
      stack: `Error: message ${name}\n    at x (file.ts:1:1)`,
      context: { url: '/api/thing/1' },
      occurredAt: ago(occurrence.hours),
    })),
  );
  groupIds[name] = group!.id;
  return group!;
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { superAdmin: true });
  adminId = admin.id;
  adminToken = await loginAs(t.app, admin);
  const owner = await createUser(t.db);
  hotelA = await createHotel(t.db, owner, { name: 'Hotel Ahorn' });
  hotelB = await createHotel(t.db, owner, { name: 'Hotel Birke' });
  ownerToken = await loginAs(t.app, owner);
  memberToken = await loginAs(t.app, await createMember(t.db, hotelA.id, ['manageHotel']));
  const guest = await createGuest(t.db, hotelA.id);
  guestToken = signGuestToken({ hotelId: hotelA.id, guestId: guest.id }, testConfig().jwtSecret);
  const reporter = await createUser(t.db);
  reporterId = reporter.id;
  reporterEmail = reporter.email;
  const gone = await createUser(t.db);
  goneUserId = gone.id;

  await seedGroup('server-a', { kind: 'server' }, [
    { hours: 2, hotelId: hotelA.id, userId: reporterId },
    { hours: 30, hotelId: hotelB.id, userId: goneUserId },
  ]);
  await seedGroup('job-b', { kind: 'job' }, [{ hours: 1, hotelId: hotelB.id }]);
  await seedGroup('client-old', { kind: 'client' }, [{ hours: 24 * 10 }]);
  await seedGroup('server-resolved', { kind: 'server', resolved: true }, [{ hours: 3 }]);
  // The user and a hotel that are gone: the log stays readable.
  await t.db.delete(users).where(eq(users.id, goneUserId));
});
afterAll(() => t.close());

const list = (query = '', token = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/admin/error_log${query}`, headers: bearerEn(token) });

/** The seeded groups a list answer holds, by name, in its order. */
const namesIn = (body: { items: { id: string }[] }) =>
  body.items
    .map((item) => Object.entries(groupIds).find(([, id]) => id === item.id)?.[0])
    .filter(Boolean);

describe('GET /api/admin/error_log', () => {
  it('lists open groups, the newest last occurrence first, with the last hotel', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(namesIn(body)).toEqual(['job-b', 'server-a', 'client-old']);
    const serverA = body.items.find((item: { id: string }) => item.id === groupIds['server-a']);
    expect(serverA).toMatchObject({
      kind: 'server',
      source: 'source server-a',
      title: 'title server-a',
      count: 2,
      resolvedAt: null,
      resolvedBy: null,
      lastHotel: { id: hotelA.id, name: 'Hotel Ahorn' },
    });
    expect(Date.parse(serverA.firstSeenAt)).toBeLessThan(Date.parse(serverA.lastSeenAt));
    expect(body).toMatchObject({ page: 1, limit: 20, total: 3 });
  });

  it('filters by kind, status, hotel and time window (of the occurrences)', async () => {
    expect(namesIn((await list('?kind=server')).json())).toEqual(['server-a']);
    expect(namesIn((await list('?status=resolved')).json())).toEqual(['server-resolved']);
    expect(namesIn((await list('?status=all&kind=server')).json())).toEqual([
      'server-a',
      'server-resolved',
    ]);
    expect(namesIn((await list(`?hotelId=${hotelB.id}`)).json())).toEqual(['job-b', 'server-a']);
    const since = encodeURIComponent(ago(24).toISOString());
    expect(namesIn((await list(`?from=${since}`)).json())).toEqual(['job-b', 'server-a']);
    // server-a was in hotel B only 30 hours ago: outside the last day.
    expect(namesIn((await list(`?from=${since}&hotelId=${hotelB.id}`)).json())).toEqual(['job-b']);
    const until = encodeURIComponent(ago(24 * 5).toISOString());
    expect(namesIn((await list(`?to=${until}`)).json())).toEqual(['client-old']);
  });

  it('pages', async () => {
    const first = (await list('?status=all&limit=2')).json();
    const second = (await list('?status=all&limit=2&page=2')).json();
    expect(first.total).toBe(4);
    expect([...namesIn(first), ...namesIn(second)]).toEqual([
      'job-b',
      'server-a',
      'server-resolved',
      'client-old',
    ]);
  });

  it('refuses bad filters with translated issues', async () => {
    const response = await list('?kind=boom&status=x&limit=101&hotelId=1&from=yesterday');
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['from', 'hotelId', 'kind', 'limit', 'status']);
    const order = await list(
      `?from=${encodeURIComponent(ago(1).toISOString())}&to=${encodeURIComponent(ago(2).toISOString())}`,
    );
    expect(order.statusCode).toBe(400);
    expect(order.json().issues[0].path).toBe('to');
  });
});

describe('GET /api/admin/error_log/{id}', () => {
  it('shows the group with its newest occurrences, hotels and users by name while they exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/error_log/${groupIds['server-a']}`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const { group, occurrences } = response.json();
    expect(group).toMatchObject({ id: groupIds['server-a'], count: 2 });
    expect(occurrences).toEqual([
      expect.objectContaining({
        requestId: 'req-server-a-0',
        route: '/api/thing/:id',
        statusCode: 500,
        hotel: { id: hotelA.id, name: 'Hotel Ahorn' },
        user: { id: reporterId, email: reporterEmail },
        stack: expect.stringContaining('message server-a'),
        context: { url: '/api/thing/1' },
      }),
      expect.objectContaining({
        requestId: 'req-server-a-1',
        hotel: { id: hotelB.id, name: 'Hotel Birke' },
        user: { id: goneUserId, email: null },
      }),
    ]);
  });

  it('names no hotel that is gone', async () => {
    const owner = await createUser(t.db);
    const doomed = await createHotel(t.db, owner);
    const group = await seedGroup('gone-hotel', { kind: 'job' }, [
      { hours: 500, hotelId: doomed.id },
    ]);
    await t.db.delete(hotels).where(eq(hotels.id, doomed.id));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/error_log/${group.id}`,
      headers: bearer(adminToken),
    });
    expect(response.json().group.lastHotel).toEqual({ id: doomed.id, name: null });
    expect(response.json().occurrences[0].hotel).toEqual({ id: doomed.id, name: null });
  });

  it('answers 404 for an unknown group and 400 for a malformed id', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/admin/error_log/${randomUUID()}`,
      headers: bearerEn(adminToken),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This error is no longer in the log');
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/error_log/nope',
      headers: bearer(adminToken),
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('PUT /api/admin/error_log/{id}', () => {
  const put = (id: string, payload: unknown, token = adminToken) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/error_log/${id}`,
      headers: bearerEn(token),
      payload: payload as Record<string, unknown>,
    });

  it('marks a group resolved by the caller and opens it again', async () => {
    const group = await seedGroup('to-resolve', { kind: 'client' }, [{ hours: 400 }]);
    const resolved = await put(group.id, { resolved: true });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().group).toMatchObject({
      resolvedAt: expect.any(String),
      resolvedBy: { id: adminId, email: expect.any(String) },
    });
    const reopened = await put(group.id, { resolved: false });
    expect(reopened.json().group).toMatchObject({ resolvedAt: null, resolvedBy: null });
  });

  it('refuses a bad body and an unknown group', async () => {
    const group = await seedGroup('bad-body', { kind: 'client' }, [{ hours: 400 }]);
    const bad = await put(group.id, { resolved: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('resolved');
    expect((await put(group.id, {})).statusCode).toBe(400);
    expect((await put(randomUUID(), { resolved: true })).statusCode).toBe(404);
    const [row] = await t.db.select().from(errorGroups).where(eq(errorGroups.id, group.id));
    expect(row!.resolvedAt).toBeNull();
  });
});

describe('access', () => {
  const calls = () => {
    const id = groupIds['server-a']!;
    return [
      { method: 'GET' as const, url: '/api/admin/error_log' },
      { method: 'GET' as const, url: `/api/admin/error_log/${id}` },
      { method: 'PUT' as const, url: `/api/admin/error_log/${id}`, payload: { resolved: true } },
    ];
  };

  it('answers 401 without a token or with a guest token, 403 for owners and members', async () => {
    for (const call of calls()) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
      const asGuest = await t.app.inject({ ...call, headers: bearer(guestToken) });
      expect(asGuest.statusCode).toBe(401);
      for (const token of [ownerToken, memberToken]) {
        const response = await t.app.inject({ ...call, headers: bearerEn(token, hotelA.id) });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe("You don't have permission to access this page");
      }
    }
    const [row] = await t.db
      .select()
      .from(errorGroups)
      .where(eq(errorGroups.id, groupIds['server-a']!));
    expect(row!.resolvedAt).toBeNull();
  });
});
