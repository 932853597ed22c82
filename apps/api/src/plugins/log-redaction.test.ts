import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 11, item 8: nothing secret or personal reaches a log line. The app logs at `info` into
 * a buffer; each test provokes something that used to leak and reads every line.
 */
let t: TestApp;
let lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { logLevel: 'info' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  // Makes the users insert of one registration fail inside the database, like any failed
  // statement: drizzle's error then carries the row's values (the argon2 hash among them).
  await t.db.execute(
    sql`alter table users add constraint test_refuses_registration check (first_name <> 'Refused')`,
  );
});
afterAll(() => t.close());
beforeEach(() => {
  lines = [];
});

function expectLogFree(secrets: string[]) {
  const log = lines.join('');
  for (const secret of secrets) expect(log).not.toContain(secret);
  expect(log).not.toMatch(/\$argon2/);
}

describe('log redaction', () => {
  // curl -X POST localhost:3000/api/user -H 'content-type: application/json' -d
  //   '{"firstName":"Refused","lastName":"Leak","email":"refused@example.com","phone":"+49 170 5550101","password":"hunter2-hunter2","passwordConfirmation":"hunter2-hunter2"}'
  it('a registration the database refuses logs the error without its parameters, hash, email or name', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: {
        firstName: 'Refused',
        lastName: 'Leakmann',
        email: 'refused-leak@example.com',
        phone: '+49 170 5550101',
        password: 'hunter2-hunter2',
        passwordConfirmation: 'hunter2-hunter2',
      },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    // The failure itself is still there to debug: which statement, which constraint.
    expect(log).toContain('Unexpected error');
    expect(log).toContain('insert into \\"users\\"');
    expect(log).toContain('test_refuses_registration');
    expectLogFree([
      'hunter2-hunter2',
      'refused-leak@example.com',
      'Leakmann',
      '5550101',
      'Failing row',
    ]);
  });

  // curl 'localhost:3000/login/reset?token=abc' ; curl 'localhost:3000/api/guest?search=Müller'
  it('request lines name the query parameters but never their values', async () => {
    await t.app.inject({ method: 'GET', url: '/login/reset?token=link-token-value-123' });
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/confirmation?token=second-token-456&email=who%40example.com',
    });
    const log = lines.join('');
    expect(log).toContain('/login/reset?token=[redacted]');
    expectLogFree(['link-token-value-123', 'second-token-456', 'who%40example.com']);
  });

  // curl -H 'authorization: Bearer <token>' localhost:3000/api/auth/user
  it('a bearer token, a login and a password change leave no token, password or email in the log', async () => {
    const user = await createUser(t.db, { email: 'logged-in@example.com' });
    const token = await loginAs(t.app, user);
    await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'wrong-password-789' },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password/change',
      headers: bearer(token),
      payload: {
        currentPassword: user.password,
        password: 'changed-password-1',
        passwordConfirmation: 'changed-password-1',
      },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { email: user.email },
    });
    expect(lines.length).toBeGreaterThan(0);
    expectLogFree([
      token,
      token.split('.')[2]!,
      'wrong-password-789',
      'changed-password-1',
      user.password,
      'logged-in@example.com',
    ]);
  });
});
