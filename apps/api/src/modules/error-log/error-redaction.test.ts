import { describe, expect, it } from 'vitest';
import {
  normalizeForFingerprint,
  redactContext,
  redactText,
  STORED_LIMITS,
} from './error-redaction';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const redact = (text: string) => redactText(text, STORED_LIMITS.message);

describe('redactText', () => {
  it('masks email addresses and phone numbers', () => {
    expect(redact('cannot reach anna.weber+test@example.co.uk now')).toBe(
      'cannot reach [email] now',
    );
    expect(redact('SMS to +49 151 1234-5678 failed')).toBe('SMS to [phone] failed');
    expect(redact('SMS to 0049151123456789 failed')).toBe('SMS to [number] failed');
  });

  it('masks bearer tokens, JWTs and long secrets', () => {
    expect(redact(`Authorization: Bearer ${JWT}`)).not.toContain('eyJ');
    expect(redact(`token ${JWT} expired`)).toBe('token [token] expired');
    expect(redact('key 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 bad')).toBe(
      'key [secret] bad',
    );
    expect(redact('sk_live_51H8a9b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0')).toBe('[secret]');
  });

  it('masks password, token, secret and api key values in texts and JSON', () => {
    const text = redact(
      'password=hunter2 and {"password":"p\\"w","apiKey":"abc","clientSecret":"x"} token: t0k',
    );
    expect(text).not.toMatch(/hunter2|p\\"w|"abc"|t0k/);
    expect(text).toContain('password=[redacted]');
    expect(text).toContain('"password":"[redacted]"');
    expect(text).toContain('"apiKey":"[redacted]"');
    expect(text).toContain('token: [redacted]');
  });

  it('masks whatever follows an Authorization header, whatever its scheme', () => {
    expect(redact('Authorization: Token abc123secret\nnext line')).toBe(
      'Authorization: [redacted]\nnext line',
    );
    expect(redact('authorization=Digest username="x", response="y"')).toBe(
      'authorization=[redacted]',
    );
  });

  it('masks values of names that only contain a secret word (newPassword, accessCode)', () => {
    expect(redact('newPassword=hunter2&x_api_key=k1 done')).toBe(
      'newPassword=[redacted]&x_api_key=[redacted] done',
    );
    expect(redact('{"accessCode":"4711","user_token":"t"}')).toBe(
      '{"accessCode":"[redacted]","user_token":"[redacted]"}',
    );
  });

  it('masks a spaced value to the end of the line or the next delimiter', () => {
    expect(redact('password: correct horse battery staple\nat login')).toBe(
      'password: [redacted]\nat login',
    );
    expect(redact('secret: two words, then more')).toBe('secret: [redacted], then more');
  });

  it('masks codes, one-time passwords and PINs in JSON', () => {
    expect(redact('{"code":"123456","otp":"998877","pin":"4711","kind":"x"}')).toBe(
      '{"code":"[redacted]","otp":"[redacted]","pin":"[redacted]","kind":"x"}',
    );
  });

  it("drops drizzle's bound parameters of a failed query", () => {
    expect(
      redact('Failed query: insert into "guests" ("name") values ($1)\nparams: Anna Müller,42'),
    ).toBe('Failed query: insert into "guests" ("name") values ($1)');
  });

  it("drops the values of a URL's secret query keys and keeps the others", () => {
    expect(
      redact('GET https://pms.test/reset?token=abc123&lang=de&code=9876&signature=zz&key=k'),
    ).toBe(
      'GET https://pms.test/reset?token=[redacted]&lang=de&code=[redacted]&signature=[redacted]&key=[redacted]',
    );
  });

  it('keeps what finds the bug: uuids, file paths and line numbers', () => {
    const stack =
      'Error: Booking 2f1d7c1e-8c4b-4f7e-9a51-0d2b5c3e4f60 failed\n' +
      '    at save (/srv/app/node_modules/.pnpm/fastify@5.1.0/node_modules/fastify/lib/route.js:123:45)';
    expect(redactText(stack, STORED_LIMITS.stack)).toBe(stack);
  });

  it('bounds the stored text', () => {
    const long = redactText('x'.repeat(10_000), STORED_LIMITS.message);
    expect(long).toHaveLength(STORED_LIMITS.message);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('redactContext', () => {
  it('removes values of secret keys, masks texts and bounds the JSON', () => {
    expect(
      redactContext({
        jobId: 'j1',
        attempts: 3,
        password: 'hunter2',
        nested: { accessToken: 'abc', url: '/x?token=abc', email: 'a@example.com' },
      }),
    ).toEqual({
      jobId: 'j1',
      attempts: 3,
      password: '[redacted]',
      nested: { accessToken: '[redacted]', url: '/x?token=[redacted]', email: '[email]' },
    });
    const big = redactContext({ items: Array.from({ length: 30 }, () => 'y'.repeat(400)) });
    expect(JSON.stringify(big).length).toBeLessThanOrEqual(STORED_LIMITS.context);
    expect(big.truncated).toBe(true);
  });
});

describe('normalizeForFingerprint', () => {
  it('makes messages that differ only in numbers, ids and quoted values alike', () => {
    expect(normalizeForFingerprint('Booking 17 not found')).toBe(
      normalizeForFingerprint('Booking 18 not found'),
    );
    expect(
      normalizeForFingerprint('relation "x" for 2f1d7c1e-8c4b-4f7e-9a51-0d2b5c3e4f60 failed'),
    ).toBe(normalizeForFingerprint("relation 'y' for 0f1d7c1e-8c4b-4f7e-9a51-0d2b5c3e4f61 failed"));
    expect(normalizeForFingerprint('Booking not found')).not.toBe(
      normalizeForFingerprint('Room not found'),
    );
  });
});
