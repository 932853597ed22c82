import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { authTokens, emailOutbox, userGroups, users } from '../../db/schema';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { bearer, createHotel, createUser, loginAs } from '../../test/factories';

/**
 * Issue 11, item 10: mails are throttled per address and per IP, failed logins per account
 * (across IPs) and per IP (across accounts), password changes per user; the counters live in
 * the database, so a second process sees them. Every refusal is a translated 429 with
 * Retry-After.
 */
const limits = {
  ...testConfig().rateLimit,
  mailsPerAddress: 3,
  mailsPerIp: 5,
  loginFailuresPerAccount: 4,
  loginFailuresPerIp: 6,
  passwordChangesPerUser: 2,
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: limits });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test its own caller address, so the tests' counters never meet. */
const freshIp = () => `10.11.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

function expectRateLimited(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

const register = (email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user',
    remoteAddress,
    headers: { 'accept-language': 'de' },
    payload: {
      firstName: 'Flut',
      email,
      password: 'sicher123',
      passwordConfirmation: 'sicher123',
    },
  });

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'accept-language': 'en' },
    payload: { email, password },
  });

const requestReset = (email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password/reset',
    remoteAddress,
    headers: { 'accept-language': 'en' },
    payload: { email },
  });

describe('mail throttles', () => {
  // for i in $(seq 20); do curl -s -o /dev/null -w '%{http_code}\n' -X POST localhost:3000/api/user \
  //   -H 'content-type: application/json' \
  //   -d "{\"firstName\":\"F\",\"email\":\"flood$i@example.com\",\"password\":\"sicher123\",\"passwordConfirmation\":\"sicher123\"}"; done
  it('20 registrations from one IP: the ones over the limit get 429 and create nobody', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    let last;
    for (let index = 0; index < 20; index += 1) {
      last = await register(`flood-${index}@example.com`, ip);
      statuses.push(last.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(limits.mailsPerIp);
    expect(statuses.slice(limits.mailsPerIp).every((status) => status === 429)).toBe(true);
    expectRateLimited(last!);
    expect(last!.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Zu viele Versuche\. Bitte versuchen Sie es in /),
    });
    const [created] = await t.db
      .select({ count: count() })
      .from(users)
      .where(like(users.email, 'flood-%@example.com'));
    expect(created!.count).toBe(limits.mailsPerIp);
  });

  // for ip in 1 2 3 4; do curl -X POST localhost:3000/api/auth/password/reset -H "x-forwarded-for: …" \
  //   -d '{"email":"inhaber@hotel-alpenblick.de"}'; done   → the 4th is 429
  it('reset mails to one address are limited whatever IP asks', async () => {
    const user = await createUser(t.db);
    for (let index = 0; index < limits.mailsPerAddress; index += 1) {
      expect((await requestReset(user.email, freshIp())).statusCode).toBe(200);
    }
    const blocked = await requestReset(user.email, freshIp());
    expectRateLimited(blocked);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in /);
    await t.runJobs();
    const sent = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(sent).toHaveLength(limits.mailsPerAddress);
  });

  it('invitations count against the address like every other mail', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const [group] = await t.db
      .insert(userGroups)
      .values({ hotelId: hotel.id, name: 'Desk', permissions: [] })
      .returning();
    const target = await createUser(t.db);
    for (let index = 0; index < limits.mailsPerAddress; index += 1) {
      expect((await requestReset(target.email, freshIp())).statusCode).toBe(200);
    }
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/hotel/employees',
      remoteAddress: freshIp(),
      headers: bearer(await loginAs(t.app, owner), hotel.id),
      payload: { email: target.email, firstName: 'T', userGroupId: group!.id },
    });
    expectRateLimited(invite);
  });

  it('the counters are shared by every process on the database', async () => {
    const ip = freshIp();
    const second = await buildApp(testConfig({ rateLimit: limits }), { database: t.database });
    await second.ready();
    try {
      for (let index = 0; index < limits.mailsPerIp; index += 1) {
        const app = index % 2 === 0 ? t.app : second;
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/password/reset',
          remoteAddress: ip,
          payload: { email: `shared-${index}@example.com` },
        });
        expect(response.statusCode).toBe(200);
      }
      expectRateLimited(await requestReset('shared-last@example.com', ip));
    } finally {
      await second.close();
    }
  });

  // Behind a load balancer (TRUST_PROXY) each client is counted, not the balancer.
  it('with TRUST_PROXY the limits per IP count the forwarded client address', async () => {
    const behindProxy = await buildApp(testConfig({ rateLimit: limits, trustProxy: true }), {
      database: t.database,
    });
    await behindProxy.ready();
    try {
      const reset = (client: string, index: number) =>
        behindProxy.inject({
          method: 'POST',
          url: '/api/auth/password/reset',
          remoteAddress: '10.99.0.1',
          headers: { 'x-forwarded-for': client },
          payload: { email: `proxied-${client}-${index}@example.com` },
        });
      for (let index = 0; index < limits.mailsPerIp; index += 1) {
        expect((await reset('198.51.100.7', index)).statusCode).toBe(200);
      }
      expectRateLimited(await reset('198.51.100.7', 99));
      expect((await reset('198.51.100.8', 0)).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('login and password change limits', () => {
  // for ip in 1 2 3 4 5; do curl -X POST localhost:3000/api/auth/login -H "x-forwarded-for: 10.0.0.$ip" \
  //   -d '{"email":"inhaber@hotel-alpenblick.de","password":"wrong"}'; done   → 429, from every IP
  it('failed logins are counted per account across IPs; then even the right password waits', async () => {
    const user = await createUser(t.db);
    for (let index = 0; index < limits.loginFailuresPerAccount; index += 1) {
      expect((await login(user.email, 'wrong-password', freshIp())).statusCode).toBe(401);
    }
    expectRateLimited(await login(user.email, 'wrong-password', freshIp()));
    expectRateLimited(await login(user.email, user.password, freshIp()));
  });

  // 60 logins from one IP, each for another account → 429 long before the 60th.
  it('failed logins are counted per IP across accounts', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      statuses.push((await login(`probe-${index}@example.com`, 'guess', ip)).statusCode);
    }
    expect(statuses.slice(0, limits.loginFailuresPerIp).every((status) => status === 401)).toBe(
      true,
    );
    expect(statuses.slice(limits.loginFailuresPerIp).every((status) => status === 429)).toBe(true);
    // Another IP is not affected.
    expect((await login('probe-0@example.com', 'guess', freshIp())).statusCode).toBe(401);
  });

  it('successful logins are not counted', async () => {
    const user = await createUser(t.db);
    const ip = freshIp();
    for (let index = 0; index < limits.loginFailuresPerAccount + 2; index += 1) {
      expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
    }
  });

  // curl -X PUT localhost:3000/api/auth/password/change -H "authorization: Bearer $TOKEN" … (3×)
  it('password changes are limited per user', async () => {
    const user = await createUser(t.db);
    let token = await loginAs(t.app, user);
    let current = user.password;
    for (let index = 0; index < limits.passwordChangesPerUser; index += 1) {
      const next = `changed-${index}-pw`;
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/password/change',
        headers: bearer(token),
        payload: { currentPassword: current, password: next, passwordConfirmation: next },
      });
      expect(response.statusCode).toBe(200);
      token = response.json<{ token: string }>().token;
      current = next;
    }
    const blocked = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password/change',
      headers: bearer(token),
      payload: {
        currentPassword: current,
        password: 'one-more-pw',
        passwordConfirmation: 'one-more-pw',
      },
    });
    expectRateLimited(blocked);
  });
});

describe('password reset through the queue', () => {
  // time curl -X POST localhost:3000/api/auth/password/reset -d '{"email":"inhaber@hotel-alpenblick.de"}'
  // time curl -X POST localhost:3000/api/auth/password/reset -d '{"email":"nobody@example.com"}'
  it('the request writes neither token nor mail for any address: one queued job does', async () => {
    const user = await createUser(t.db);
    await t.runJobs();
    const known = await requestReset(user.email, freshIp());
    const unknown = await requestReset('nobody-here@example.com', freshIp());
    expect(known.json()).toEqual(unknown.json());
    const tokens = () => t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(await tokens()).toHaveLength(0);
    const { rows } = await t.database.sql.executeSql(
      "SELECT data FROM pgboss.job WHERE name = 'auth.password-reset' AND state = 'created'",
    );
    const queued = (rows as { data: { userId: string | null } }[]).map((row) => row.data.userId);
    expect(queued).toEqual(expect.arrayContaining([user.id, null]));
    // Job data carries an id, never the address.
    expect(JSON.stringify(rows)).not.toContain('@');
    await t.runJobs();
    expect(await tokens()).toHaveLength(1);
  });
});
