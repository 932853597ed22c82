import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, createHotel, createMember, createUser, loginAs } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('answers a token and the session user with memberships, role and group', async () => {
    const owner = await createUser(t.db, { email: 'Owner.Login@Example.com'.toLowerCase() });
    const hotel = await createHotel(t.db, owner, { name: 'Hotel Login', symbolCode: 'login' });
    const member = await createMember(t.db, hotel.id, ['viewBookings']);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '  OWNER.LOGIN@example.com ', password: owner.password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      _id: owner.id,
      email: 'owner.login@example.com',
      superAdmin: false,
      emailConfirmed: true,
      pendingEmail: null,
      memberships: [
        {
          hotel: {
            _id: hotel.id,
            name: 'Hotel Login',
            symbol_code: 'login',
            individual_properties: false,
          },
          role: 'owner',
          group: null,
        },
      ],
    });
    expect(body.user).not.toHaveProperty('passwordHash');

    const memberLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
    });
    expect(memberLogin.json().user.memberships[0]).toMatchObject({
      role: 'member',
      group: { name: expect.any(String), permissions: ['viewBookings'] },
    });
  });

  it('refuses a wrong password and an unknown email alike, in German by default', async () => {
    const user = await createUser(t.db);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not-the-password' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever' },
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Falscher Benutzername oder falsches Passwort',
      });
    }
  });

  it('answers in English for Accept-Language en and for the locale cookie', async () => {
    const byHeader = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en-US,en;q=0.9,de;q=0.5' },
      payload: { email: 'nobody@example.com', password: 'whatever' },
    });
    expect(byHeader.json().message).toBe('Incorrect user name or password');

    const byCookie = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies: { i18n_redirected: 'en' },
      payload: { email: 'nobody@example.com', password: 'whatever' },
    });
    expect(byCookie.json().message).toBe('Incorrect user name or password');
  });

  it('lists translated field issues for a missing email and password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'de' },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Bitte prüfen Sie die markierten Felder',
      issues: [
        { path: 'email', key: 'validation.loginEmailRequired', message: 'E-Mail ist erforderlich' },
        {
          path: 'password',
          key: 'validation.loginPasswordRequired',
          message: 'Passwort ist erforderlich',
        },
      ],
    });
  });
});

describe('GET /api/auth/user', () => {
  it('answers the session user for a valid token', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: user.id, email: user.email, memberships: [] });
  });

  it('answers 401 for a missing, malformed or forged token', async () => {
    for (const authorization of [
      undefined,
      'Bearer nonsense',
      'Basic abc',
      `Bearer ${'x'.repeat(40)}`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: authorization
          ? { authorization, 'accept-language': 'en' }
          : { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: 'Please log in again',
      });
    }
  });
});

describe('PUT /api/auth/user', () => {
  it('updates names and phone and answers the session user', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(token),
      payload: { firstName: ' Maria ', lastName: 'Muster', phone: '+49 30 901820' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Maria',
      lastName: 'Muster',
      phone: '+49 30 901820',
    });
  });

  it('refuses an invalid phone and keeps the saved profile', async () => {
    const user = await createUser(t.db, { firstName: 'Kept' });
    const token = await loginAs(t.app, user);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: { firstName: '', phone: '+49 1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: 'firstName',
        key: 'validation.firstNameRequired',
        message: 'First name is required',
        params: { min: 1 },
      },
      { path: 'phone', key: 'validation.phoneTooShort', message: 'The phone number is too short' },
    ]);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(token),
    });
    expect(after.json().firstName).toBe('Kept');
  });
});
