import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { bearer, createUser, findUser, lastEmailTo } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = (email: string) => ({
  firstName: 'Greta',
  lastName: 'Gast',
  email,
  password: 'sicher123',
  passwordConfirmation: 'sicher123',
});

describe('POST /api/user', () => {
  it('creates the user, signs them in and emails a confirmation link in their language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: { 'accept-language': 'en' },
      payload: registration('Greta@Example.com'),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      firstName: 'Greta',
      email: 'greta@example.com',
      emailConfirmed: false,
      memberships: [],
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(body.token),
    });
    expect(me.json()._id).toBe(body.user._id);

    const email = await lastEmailTo(t.db, 'greta@example.com');
    expect(email).toMatchObject({
      subject: 'Please confirm your email address',
      transport: 'outbox',
    });
    expect(email!.link).toMatch(new RegExp(`^${TEST_APP_URL}/login/confirmation\\?token=`));
    expect(email!.text).toContain(email!.link);
  });

  it('writes the email in German by default', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: registration('deutsch@example.com'),
    });
    const email = await lastEmailTo(t.db, 'deutsch@example.com');
    expect(email!.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
  });

  it('refuses a taken email with 409 and leaves the existing account alone', async () => {
    const existing = await createUser(t.db, { email: 'taken@example.com', firstName: 'Original' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: { 'accept-language': 'en' },
      payload: registration('TAKEN@example.com'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'This email address is already registered',
    });
    const rows = await t.db
      .select({ value: count() })
      .from(users)
      .where(eq(users.email, 'taken@example.com'));
    expect(rows[0]?.value).toBe(1);
    expect((await findUser(t.db, existing.id))?.firstName).toBe('Original');
  });

  it('explains a short password and a mismatch in German', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      payload: {
        ...registration('short@example.com'),
        password: '123',
        passwordConfirmation: '1234',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: 'password',
        key: 'validation.passwordMin',
        message: 'Das Passwort muss mindestens 6 Zeichen lang sein',
        params: { min: 6 },
      },
      {
        path: 'passwordConfirmation',
        key: 'validation.passwordMismatch',
        message: 'Die Passwörter stimmen nicht überein',
      },
    ]);
    expect(await lastEmailTo(t.db, 'short@example.com')).toBeUndefined();
  });

  it('explains an invalid email and a missing first name in English', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: { 'accept-language': 'en' },
      payload: { ...registration('not-an-email'), firstName: '   ' },
    });
    expect(response.statusCode).toBe(400);
    const issues = response.json().issues as { path: string; message: string }[];
    expect(issues.map((issue) => [issue.path, issue.message])).toEqual([
      ['firstName', 'First name is required'],
      ['email', 'Please enter a valid email address'],
    ]);
  });
});
