import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema-bookings';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { publicBookingScene } from './public-booking-test-scene';

const SECRET = 'test-recaptcha-secret';

/**
 * A local stand-in for https://www.google.com/recaptcha/api/siteverify as Google documents it:
 * a form POST with `secret`, `response` and `remoteip`; the answer `{ success, score, action,
 * challenge_ts, hostname }` or `{ success: false, 'error-codes': [...] }`.
 */
const TOKENS: Record<string, { score: number; action: string }> = {
  'good-token': { score: 0.9, action: 'booking' },
  'low-score-token': { score: 0.1, action: 'booking' },
  'wrong-action-token': { score: 0.9, action: 'login' },
};
let verifier: Server;
const seen: URLSearchParams[] = [];

function startFakeVerifier() {
  return new Promise<string>((resolve) => {
    verifier = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(raw);
        seen.push(form);
        const json = (body: object) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (
          request.method !== 'POST' ||
          request.headers['content-type'] !== 'application/x-www-form-urlencoded'
        ) {
          return json({ success: false, 'error-codes': ['bad-request'] });
        }
        if (form.get('secret') !== SECRET) {
          return json({ success: false, 'error-codes': ['invalid-input-secret'] });
        }
        const token = TOKENS[form.get('response') ?? ''];
        if (!token) return json({ success: false, 'error-codes': ['invalid-input-response'] });
        return json({
          success: true,
          ...token,
          challenge_ts: new Date().toISOString(),
          hostname: 'pms.test',
        });
      });
    });
    verifier.listen(0, '127.0.0.1', () => {
      resolve(
        `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/recaptcha/api/siteverify`,
      );
    });
  });
}

let t: TestApp;
beforeAll(async () => {
  const verifyUrl = await startFakeVerifier();
  t = await createTestApp({
    recaptcha: { secretKey: SECRET, siteKey: 'test-site-key', verifyUrl },
    rateLimit: { ...testConfig().rateLimit, publicBookingsPerIp: 3 },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => verifier.close(resolve));
});

async function bookingCount(hotelId: string) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(eq(bookings.hotelId, hotelId));
  return row!.n;
}

describe('reCAPTCHA v3 on the public booking', () => {
  it('a right token books; the verify call carries secret, token and the visitor’s IP', async () => {
    const scene = await publicBookingScene(t);
    const response = await scene.book(
      scene.body({ captchaToken: 'good-token' }),
      {},
      '203.0.113.10',
    );
    expect(response.statusCode, response.body).toBe(201);
    const form = seen.at(-1)!;
    expect(Object.fromEntries(form)).toEqual({
      secret: SECRET,
      response: 'good-token',
      remoteip: '203.0.113.10',
    });
  });

  it.each([
    ['a wrong token', 'forged-token', 'de', '203.0.113.21'],
    ['a low score', 'low-score-token', 'en', '203.0.113.22'],
    ['another action', 'wrong-action-token', 'de', '203.0.113.23'],
    ['no token', undefined, 'en', '203.0.113.24'],
  ])(
    '%s is 400 CAPTCHA_FAILED, translated, and books nothing',
    async (_name, token, language, ip) => {
      const scene = await publicBookingScene(t);
      const response = await scene.book(
        scene.body({ captchaToken: token }),
        { 'accept-language': language },
        ip,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('CAPTCHA_FAILED');
      expect(response.json().message).toMatch(
        language === 'de' ? /^Wir konnten nicht bestätigen/ : /^We could not confirm/,
      );
      expect(await bookingCount(scene.hotel.id)).toBe(0);
    },
  );

  it('an unreachable verify endpoint refuses the booking', async () => {
    const offline = await createTestApp({
      recaptcha: { secretKey: SECRET, siteKey: 'k', verifyUrl: 'http://127.0.0.1:9/siteverify' },
    });
    try {
      const scene = await publicBookingScene(offline);
      const response = await scene.book(scene.body({ captchaToken: 'good-token' }));
      expect(response.json().code).toBe('CAPTCHA_FAILED');
    } finally {
      await offline.close();
    }
  });
});

describe('rate limit per IP', () => {
  it('answers 429 with Retry-After once an IP made its bookings of the window', async () => {
    const scene = await publicBookingScene(t, { roomCount: 5 });
    const ip = '198.51.100.7';
    for (let index = 0; index < 3; index += 1) {
      const ok = await scene.book(scene.body({ captchaToken: 'good-token' }), {}, ip);
      expect(ok.statusCode, ok.body).toBe(201);
    }
    const refused = await scene.book(
      scene.body({ captchaToken: 'good-token' }),
      { 'accept-language': 'en' },
      ip,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not affected.
    const other = await scene.book(scene.body({ captchaToken: 'good-token' }), {}, '198.51.100.8');
    expect(other.statusCode).toBe(201);
    expect(await bookingCount(scene.hotel.id)).toBe(4);
  });
});
