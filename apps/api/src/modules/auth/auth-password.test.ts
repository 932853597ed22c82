import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, emailOutbox } from '../../db/schema';
import { hashLinkToken } from '../../lib/tokens';
import { createTestApp, TEST_APP_URL, testConfig, type TestApp } from '../../test/test-app';
import { bearer, createUser, lastEmailTo, loginAs } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('PUT /api/auth/password/change', () => {
  it('changes the password when the current one is right', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password/change',
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: {
        currentPassword: user.password,
        password: 'brand-new',
        passwordConfirmation: 'brand-new',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your password has been changed',
      token: expect.any(String),
    });
    expect((await login(user.email, 'brand-new')).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
  });

  it('flags a wrong current password on its field and keeps the old password', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password/change',
      headers: bearer(token),
      payload: {
        currentPassword: 'wrong-one',
        password: 'brand-new',
        passwordConfirmation: 'brand-new',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Bitte prüfen Sie die markierten Felder',
      issues: [
        {
          path: 'currentPassword',
          key: 'errors.currentPasswordWrong',
          message: 'Das aktuelle Passwort ist nicht korrekt',
        },
      ],
    });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('checks length and confirmation before anything else', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password/change',
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: { currentPassword: user.password, password: 'abc', passwordConfirmation: 'abd' },
    });
    expect(response.json().issues.map((issue: { message: string }) => issue.message)).toEqual([
      'Password must be at least 6 characters',
      'Passwords do not match',
    ]);
  });
});

describe('password reset', () => {
  /** The request only queues the work; the test's worker then writes the token and the mail. */
  const requestReset = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      headers: { 'accept-language': 'en' },
      payload: { email },
    });
    await t.runJobs();
    return response;
  };

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const user = await createUser(t.db);
    const known = await requestReset(user.email);
    const unknown = await requestReset('ghost@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await lastEmailTo(t.db, 'ghost@example.com')).toBeUndefined();
    const mail = await lastEmailTo(t.db, user.email);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.link).toMatch(new RegExp(`^${TEST_APP_URL}/login/reset\\?token=`));
  });

  it('sets a new password with the link, once', async () => {
    const user = await createUser(t.db);
    await requestReset(user.email);
    const linkToken = (await lastEmailTo(t.db, user.email))!.token!;
    const setPassword = (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: { 'accept-language': 'en' },
        payload: { token: linkToken, password, passwordConfirmation: password },
      });
    const first = await setPassword('after-reset');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Your new password has been saved. You can log in now',
    });
    expect((await login(user.email, 'after-reset')).statusCode).toBe(200);

    const reused = await setPassword('another-one');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This link is invalid or has expired');
    expect((await login(user.email, 'after-reset')).statusCode).toBe(200);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const user = await createUser(t.db);
    await requestReset(user.email);
    const linkToken = (await lastEmailTo(t.db, user.email))!.token!;
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashLinkToken(linkToken)));
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { token: linkToken, password: 'too-late', passwordConfirmation: 'too-late' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Dieser Link ist ungültig oder abgelaufen');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a made-up token and a password mismatch', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { token: 'nope', password: 'secret1', passwordConfirmation: 'secret1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_REQUEST');

    const mismatch = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { token: 'nope', password: 'secret1', passwordConfirmation: 'secret2' },
    });
    expect(mismatch.json().issues).toEqual([
      {
        path: 'passwordConfirmation',
        key: 'validation.passwordMismatch',
        message: 'Die Passwörter stimmen nicht überein',
      },
    ]);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimit: { ...testConfig().rateLimit, loginMax: 3, resetMax: 2 },
    });
  });
  afterAll(() => limited.close());

  it('answers 429 in the request language after too many logins for one email', async () => {
    const attempt = (email: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'accept-language': 'de' },
        payload: { email, password: 'wrong' },
      });
    for (let i = 0; i < 3; i += 1)
      expect((await attempt('target@example.com')).statusCode).toBe(401);
    const blocked = await attempt('target@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    });
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address from the same IP is counted on its own.
    expect((await attempt('other@example.com')).statusCode).toBe(401);
  });

  it('limits password reset requests', async () => {
    const user = await createUser(limited.db);
    const reset = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/password/reset',
        headers: { 'accept-language': 'en' },
        payload: { email: user.email },
      });
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(200);
    const blocked = await reset();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please wait a moment and try again.');
    await limited.runJobs();
    const sent = await limited.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(sent).toHaveLength(2);
  });
});
