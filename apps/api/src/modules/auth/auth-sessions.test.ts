import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, createUser, lastEmailTo, loginAs } from '../../test/factories';

/**
 * Issue 11, item 9: a token issued before a password change, a reset or "log out everywhere"
 * stops working at once instead of for the rest of its day.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).statusCode;

describe('sessions end with a password change, a reset and log out everywhere', () => {
  // TOKEN=$(curl -s -X POST localhost:3000/api/auth/login -H 'content-type: application/json' \
  //   -d '{"email":"inhaber@hotel-alpenblick.de","password":"demo1234"}' | jq -r .token)
  // curl -X PUT localhost:3000/api/auth/password/change -H "authorization: Bearer $OTHER" … ;
  // curl localhost:3000/api/auth/user -H "authorization: Bearer $TOKEN"   → 401
  it('a password change ends every other session and hands this one a fresh token', async () => {
    const user = await createUser(t.db);
    const laptop = await loginAs(t.app, user);
    const phone = await loginAs(t.app, user);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password/change',
      headers: bearer(laptop),
      payload: {
        currentPassword: user.password,
        password: 'changed-1234',
        passwordConfirmation: 'changed-1234',
      },
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json<{ token: string }>().token;
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(401);
    expect(await me(fresh)).toBe(200);
  });

  // curl -X POST localhost:3000/api/auth/password/reset -d '{"email":…}'; follow the link,
  // curl -X PUT localhost:3000/api/auth/password -d '{"token":…,"password":…}';
  // curl localhost:3000/api/auth/user -H "authorization: Bearer $TOKEN"   → 401
  it('a password reset through the emailed link ends every session', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { email: user.email },
    });
    await t.runJobs();
    const email = await lastEmailTo(t.db, user.email);
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { token: email!.token, password: 'reset-1234', passwordConfirmation: 'reset-1234' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await me(token)).toBe(401);
    expect(await me(await loginAs(t.app, { email: user.email, password: 'reset-1234' }))).toBe(200);
  });

  // curl -X POST localhost:3000/api/auth/logout_all -H "authorization: Bearer $TOKEN"   → 204
  it('log out everywhere ends every session, the calling one too, and a new login works', async () => {
    const user = await createUser(t.db);
    const laptop = await loginAs(t.app, user);
    const phone = await loginAs(t.app, user);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout_all',
      headers: bearer(laptop),
    });
    expect(response.statusCode).toBe(204);
    expect(await me(laptop)).toBe(401);
    expect(await me(phone)).toBe(401);
    expect(await me(await loginAs(t.app, user))).toBe(200);
  });

  it('log out everywhere needs a signed-in staff user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout_all' });
    expect(response.statusCode).toBe(401);
  });
});
