import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema';
import { hashLinkToken } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, createUser, findUser, lastEmailTo, loginAs } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const confirm = (token: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/confirmation',
    headers: { 'accept-language': language },
    payload: { token },
  });

async function registerUser(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user',
    payload: { firstName: 'Neu', email, password: 'secret1', passwordConfirmation: 'secret1' },
  });
  const { token, user } = response.json();
  const mail = await lastEmailTo(t.db, email);
  return { token: token as string, userId: user._id as string, linkToken: mail!.token! };
}

describe('POST /api/auth/confirmation', () => {
  it('confirms the email once; the same link then counts as invalid', async () => {
    const { token, linkToken } = await registerUser('confirm@example.com');
    const first = await confirm(linkToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Your email address has been confirmed' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(me.json().emailConfirmed).toBe(true);

    const again = await confirm(linkToken, 'de');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Dieser Link ist ungültig oder abgelaufen',
    });
  });

  it('refuses an unknown token and an expired one', async () => {
    expect((await confirm('made-up-token')).json().message).toBe(
      'This link is invalid or has expired',
    );

    const { userId, linkToken } = await registerUser('expired@example.com');
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashLinkToken(linkToken)));
    expect((await confirm(linkToken)).statusCode).toBe(400);
    expect((await findUser(t.db, userId))?.emailConfirmedAt).toBeNull();
  });

  it('asks for a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirmation',
      headers: { 'accept-language': 'en' },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'token', key: 'validation.required', message: 'This field is required' },
    ]);
  });
});

describe('PUT /api/auth/confirmation/update', () => {
  it('keeps the old address until the new one is confirmed, then applies it', async () => {
    const user = await createUser(t.db, { email: 'old@example.com' });
    const token = await loginAs(t.app, user);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/confirmation/update',
      headers: bearer(token),
      payload: { email: 'New@Example.com' },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toMatchObject({
      email: 'old@example.com',
      pendingEmail: 'new@example.com',
    });

    const mail = await lastEmailTo(t.db, 'new@example.com');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect((await confirm(mail!.token!)).statusCode).toBe(200);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(me.json()).toMatchObject({
      email: 'new@example.com',
      pendingEmail: null,
      emailConfirmed: true,
    });
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new@example.com', password: user.password },
    });
    expect(relogin.statusCode).toBe(200);
  });

  it('refuses an address another account uses', async () => {
    await createUser(t.db, { email: 'someone-else@example.com' });
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/confirmation/update',
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: { email: 'someone-else@example.com' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This email address is already registered');
    expect((await findUser(t.db, user.id))?.pendingEmail).toBeNull();
  });

  it('resends the confirmation for the current unconfirmed address', async () => {
    const user = await createUser(t.db, {
      email: 'unconfirmed@example.com',
      emailConfirmed: false,
    });
    const token = await loginAs(t.app, user);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/confirmation/update',
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: { email: 'unconfirmed@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ emailConfirmed: false, pendingEmail: null });
    const mail = await lastEmailTo(t.db, 'unconfirmed@example.com');
    expect(mail?.subject).toBe('Please confirm your email address');
    expect((await confirm(mail!.token!)).statusCode).toBe(200);
    expect((await findUser(t.db, user.id))?.emailConfirmedAt).not.toBeNull();
  });

  it('makes a link for a replaced pending address useless', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const put = (email: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/confirmation/update',
        headers: bearer(token),
        payload: { email },
      });
    await put('first-choice@example.com');
    const firstLink = (await lastEmailTo(t.db, 'first-choice@example.com'))!.token!;
    await put('second-choice@example.com');
    expect((await confirm(firstLink)).statusCode).toBe(400);
    expect((await findUser(t.db, user.id))?.email).toBe(user.email);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/confirmation/update',
      payload: { email: 'x@example.com' },
    });
    expect(response.statusCode).toBe(401);
  });
});
