import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestAuthResponse } from '@hotel/shared/contracts/guest-app';
import { hotels } from '../../db/schema';
import { bookingGuests, bookings } from '../../db/schema-bookings';
import { guestLoginCodes } from '../../db/schema-guest-app';
import { createSecretBox } from '../../lib/secret-box';
import { createCredentialsService } from '../credentials';
import { createGuest } from '../../test/reservation-factories';
import { startFakeSeven, type FakeSmsProvider } from '../../test/sms-provider-fakes';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { guestAppScene, randomIp } from './guest-app-test-scene';

let t: TestApp;
let seven: FakeSmsProvider;

beforeAll(async () => {
  seven = await startFakeSeven('the-right-key');
  t = await createTestApp({ sevenApiUrl: seven.url });
});
afterAll(async () => {
  await t.close();
  await seven.close();
});

const MINUTE = 60_000;

async function codeRows(hotelId: string) {
  return t.db.select().from(guestLoginCodes).where(eq(guestLoginCodes.hotelId, hotelId));
}

/** Moves every code of the hotel back in time, as if `ms` had passed. */
async function age(hotelId: string, ms: number) {
  for (const row of await codeRows(hotelId)) {
    await t.db
      .update(guestLoginCodes)
      .set({
        createdAt: new Date(row.createdAt.getTime() - ms),
        expiresAt: new Date(row.expiresAt.getTime() - ms),
        lockedUntil: row.lockedUntil && new Date(row.lockedUntil.getTime() - ms),
      })
      .where(eq(guestLoginCodes.id, row.id));
  }
}

describe('GET /api/guest_app/:hotelId/guest_auth', () => {
  it('sends a six-digit code by SMS (the outbox) in the hotel’s language and stores only hashes', async () => {
    const scene = await guestAppScene(t);
    const response = await scene.requestCode('+49 151 12345678');
    expect(response.statusCode).toBe(200);
    expect(response.json<GuestAuthResponse>()).toEqual({
      guest: scene.guest.id,
      maskedMobile: '+49151•••••678',
      codeValidSeconds: 600,
      resendAfterSeconds: 60,
    });
    const sms = (await scene.lastSms())!;
    expect(sms.to).toBe('+4915112345678');
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.text).toBe(
      `${sms.code} ist Ihr Code für die Gäste-App von ${scene.hotel.name}. Er gilt 10 Minuten.`,
    );
    const [row] = await codeRows(scene.hotel.id);
    expect(row).toMatchObject({ guestId: scene.guest.id, mobile: '+4915112345678', attempts: 0 });
    expect(row!.codeHash).not.toContain(sms.code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.ipHash).not.toContain(scene.ip);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * MINUTE);
  });

  it('writes in the guest’s own language when it is English', async () => {
    const scene = await guestAppScene(t, { guest: { language: 'en' } });
    expect((await scene.requestCode()).statusCode).toBe(200);
    const sms = (await scene.lastSms())!;
    expect(sms.text).toBe(
      `${sms.code} is your code for the guest app of ${scene.hotel.name}. It is valid for 10 minutes.`,
    );
  });

  it('finds the number however staff or the guest typed it', async () => {
    for (const [stored, typed] of [
      ['0151 1234 5678', '+4915112345678'],
      ['+49 (151) 1234-5678', '015112345678'],
      ['004915112345678', '0049 151 1234 5678'],
    ] as const) {
      const scene = await guestAppScene(t, { mobile: stored });
      const response = await scene.requestCode(typed);
      expect(response.statusCode, `${stored} / ${typed}`).toBe(200);
      expect(response.json<GuestAuthResponse>().guest).toBe(scene.guest.id);
    }
  });

  it('signs in a co-guest of a current stay too', async () => {
    const scene = await guestAppScene(t);
    const coGuest = await createGuest(t.db, scene.hotel.id, { mobile: '+43 664 1234567' });
    await t.db.insert(bookingGuests).values({ bookingId: scene.booking._id, guestId: coGuest.id });
    const response = await scene.requestCode('+436641234567');
    expect(response.statusCode).toBe(200);
    expect(response.json<GuestAuthResponse>().guest).toBe(coGuest.id);
  });

  it('answers 404 for a number without a current or future stay, and sends nothing', async () => {
    const scene = await guestAppScene(t);
    const unknown = await scene.requestCode('+49 170 9999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Mobile number not found');

    await t.db
      .update(bookings)
      .set({ status: 'canceled' })
      .where(eq(bookings.id, scene.booking._id));
    expect((await scene.requestCode()).statusCode).toBe(404);
    await t.db
      .update(bookings)
      .set({ status: 'pending', arrival: '2020-01-01', departure: '2020-01-03', roomId: null })
      .where(eq(bookings.id, scene.booking._id));
    const past = await scene.requestCode();
    expect(past.statusCode).toBe(404);
    expect(await scene.lastSms()).toBeUndefined();
    expect(await codeRows(scene.hotel.id)).toEqual([]);
  });

  it('refuses a mobile that is no number with a field message', async () => {
    const scene = await guestAppScene(t);
    const response = await scene.requestCode('abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toMatchObject({ path: 'mobile' });
    const missing = await scene.call('GET', 'guest_auth');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0]).toMatchObject({ path: 'mobile' });
  });

  it('answers 403 while the hotel’s guest app is off, for sign-in and verification', async () => {
    const scene = await guestAppScene(t);
    await t.db
      .update(hotels)
      .set({ guestApp: { enabled: false, accent_color: 'amber', template_image: [] } })
      .where(eq(hotels.id, scene.hotel.id));
    const response = await scene.requestCode();
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'The guest app of this hotel is switched off. Please contact the hotel.',
    );
    expect((await scene.verify(scene.guest.id, '123456')).statusCode).toBe(403);
    const german = await scene.call('GET', 'guest_auth?mobile=015112345678', { language: 'de' });
    expect(german.json().message).toContain('Gäste-App');
  });

  it('allows a new code once a minute per number (429 with the seconds to wait)', async () => {
    const scene = await guestAppScene(t);
    expect((await scene.requestCode()).statusCode).toBe(200);
    // From another address too: the limit belongs to the number.
    const again = await scene.requestCode(undefined, randomIp());
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(again.json().message).toMatch(/^A new code can be sent in (59|60) seconds\.$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    await age(scene.hotel.id, MINUTE);
    expect((await scene.requestCode()).statusCode).toBe(200);
  });

  it('sends one code at a time when two requests for a number arrive together', async () => {
    const scene = await guestAppScene(t);
    const answers = await Promise.all([scene.requestCode(), scene.requestCode()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    expect(await codeRows(scene.hotel.id)).toHaveLength(1);
  });

  it('caps the codes per number and day', async () => {
    const scene = await guestAppScene(t);
    const hour = 60 * MINUTE;
    const earlier = Array.from({ length: 10 }, (_, index) => ({
      hotelId: scene.hotel.id,
      guestId: scene.guest.id,
      mobile: '+4915112345678',
      ipHash: `other-${index}`,
      codeHash: 'x',
      createdAt: new Date(Date.now() - (index + 1) * hour),
      expiresAt: new Date(Date.now() - (index + 1) * hour + 10 * MINUTE),
    }));
    await t.db.insert(guestLoginCodes).values(earlier);
    const response = await scene.requestCode();
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(
      'Too many codes were requested today. Please try again tomorrow or contact the hotel.',
    );
    // A day later the oldest no longer count.
    await age(scene.hotel.id, 15 * hour);
    expect((await scene.requestCode()).statusCode).toBe(200);
  });

  it('caps the codes per address and day, across numbers and hotels', async () => {
    const scene = await guestAppScene(t);
    expect((await scene.requestCode()).statusCode).toBe(200);
    const [first] = await codeRows(scene.hotel.id);
    const other = await guestAppScene(t);
    await t.db.insert(guestLoginCodes).values(
      Array.from({ length: 29 }, (_, index) => ({
        hotelId: other.hotel.id,
        guestId: other.guest.id,
        mobile: `+49151000000${String(index).padStart(2, '0')}`,
        ipHash: first!.ipHash,
        codeHash: 'x',
        expiresAt: new Date(Date.now() + 10 * MINUTE),
      })),
    );
    const fromSameAddress = await other.requestCode(undefined, scene.ip);
    expect(fromSameAddress.statusCode).toBe(429);
    expect(fromSameAddress.json().message).toContain('Too many codes were requested today');
    expect((await other.requestCode()).statusCode).toBe(200);
  });

  it('sends no code to a country the hotel sends no SMS to', async () => {
    const scene = await guestAppScene(t, { mobile: '+43 664 1234567' });
    await t.db
      .update(hotels)
      .set({ notifications: { allowedCountries: ['DE'] } })
      .where(eq(hotels.id, scene.hotel.id));
    const response = await scene.requestCode('+43 664 1234567');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The code could not be sent by SMS. Please try again later or contact the hotel.',
    );
    expect(await scene.lastSms()).toBeUndefined();
    expect(await codeRows(scene.hotel.id)).toEqual([]);
  });

  it('answers a translated error when the SMS provider refuses, and keeps no usable code', async () => {
    const scene = await guestAppScene(t);
    await t.db
      .update(hotels)
      .set({ notifications: { smsProvider: 'seven' } })
      .where(eq(hotels.id, scene.hotel.id));
    const credentials = createCredentialsService({
      db: t.db,
      secretBox: createSecretBox(testConfig().secretsKey),
    });
    await credentials.put(scene.hotel.id, 'sms.seven_api_key', 'a-wrong-key');
    const response = await scene.requestCode();
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe(
      'The code could not be sent by SMS. Please try again later or contact the hotel.',
    );
    expect(await codeRows(scene.hotel.id)).toEqual([]);
    // Not "too soon": nothing was sent. With the right key the next try goes out at once.
    await credentials.put(scene.hotel.id, 'sms.seven_api_key', 'the-right-key');
    expect((await scene.requestCode()).statusCode).toBe(200);
    expect(seven.requests.at(-1)!.body.text).toMatch(/^\d{6} ist Ihr Code/);
  });
});

describe('GET /api/guest_app/:hotelId/guest_verification', () => {
  async function askedFor() {
    const scene = await guestAppScene(t);
    const asked = await scene.requestCode();
    expect(asked.statusCode).toBe(200);
    return { scene, code: (await scene.lastSms())!.code };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('gives the guest and a guest token for the right code, once', async () => {
    const { scene, code } = await askedFor();
    const response = await scene.verify(scene.guest.id, code);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.guest).toMatchObject({
      _id: scene.guest.id,
      firstName: 'Anna',
      lastName: 'Weber',
      mobile: '0151 1234 5678',
    });
    const me = await scene.call('GET', 'guest', { token: body.token });
    expect(me.statusCode).toBe(200);
    expect(me.json()._id).toBe(scene.guest.id);
    const reused = await scene.verify(scene.guest.id, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This code has expired. Please request a new one.');
  });

  it('refuses an expired code', async () => {
    const { scene, code } = await askedFor();
    await age(scene.hotel.id, 10 * MINUTE);
    const response = await scene.verify(scene.guest.id, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This code has expired. Please request a new one.');
  });

  it('counts only the newest code of a number', async () => {
    const { scene, code: first } = await askedFor();
    await age(scene.hotel.id, MINUTE);
    expect((await scene.requestCode()).statusCode).toBe(200);
    const second = (await scene.lastSms())!.code;
    if (first !== second) {
      const old = await scene.verify(scene.guest.id, first);
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toBe('This code is not correct. 4 tries left.');
    }
    expect((await scene.verify(scene.guest.id, second)).statusCode).toBe(200);
  });

  it('locks the number for 15 minutes after five wrong codes', async () => {
    const { scene, code } = await askedFor();
    for (const remaining of [4, 3, 2, 1]) {
      const response = await scene.verify(scene.guest.id, wrong(code));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`This code is not correct. ${remaining} tries left.`);
    }
    const fifth = await scene.verify(scene.guest.id, wrong(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many wrong codes. Please try again in 15 minutes.');
    expect(Number(fifth.headers['retry-after'])).toBe(900);
    // Locked: even the right code, and a new code, are refused.
    expect((await scene.verify(scene.guest.id, code)).statusCode).toBe(429);
    await age(scene.hotel.id, 2 * MINUTE);
    const newCode = await scene.requestCode();
    expect(newCode.statusCode).toBe(429);
    expect(newCode.json().message).toBe('Too many wrong codes. Please try again in 13 minutes.');
    // Once the lock has passed, a new code works.
    await age(scene.hotel.id, 13 * MINUTE);
    expect((await scene.requestCode()).statusCode).toBe(200);
    const fresh = (await scene.lastSms())!.code;
    expect((await scene.verify(scene.guest.id, fresh)).statusCode).toBe(200);
  });

  it('counts wrong tries per number: a new code after four does not give five more', async () => {
    const { scene, code } = await askedFor();
    for (let index = 0; index < 4; index += 1) {
      expect((await scene.verify(scene.guest.id, wrong(code))).statusCode).toBe(400);
    }
    // After the wait for a new code, a new code: still one try left, not five.
    await age(scene.hotel.id, MINUTE);
    expect((await scene.requestCode()).statusCode).toBe(200);
    const second = (await scene.lastSms())!.code;
    const fifth = await scene.verify(scene.guest.id, wrong(second));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many wrong codes. Please try again in 15 minutes.');
    expect((await scene.verify(scene.guest.id, second)).statusCode).toBe(429);
  });

  it('forgets wrong tries older than 15 minutes and those before a sign-in', async () => {
    const { scene, code } = await askedFor();
    for (let index = 0; index < 4; index += 1) {
      await scene.verify(scene.guest.id, wrong(code));
    }
    await age(scene.hotel.id, 15 * MINUTE);
    expect((await scene.requestCode()).statusCode).toBe(200);
    const second = (await scene.lastSms())!.code;
    const late = await scene.verify(scene.guest.id, wrong(second));
    expect(late.json().message).toBe('This code is not correct. 4 tries left.');
    expect((await scene.verify(scene.guest.id, second)).statusCode).toBe(200);
    await age(scene.hotel.id, MINUTE);
    expect((await scene.requestCode()).statusCode).toBe(200);
    const third = (await scene.lastSms())!.code;
    const afterSignIn = await scene.verify(scene.guest.id, wrong(third));
    expect(afterSignIn.json().message).toBe('This code is not correct. 4 tries left.');
  });

  it('refuses a code of another guest and a malformed code', async () => {
    const { scene, code } = await askedFor();
    const other = await createGuest(t.db, scene.hotel.id);
    expect((await scene.verify(other.id, code)).statusCode).toBe(400);
    const malformed = await scene.verify(scene.guest.id, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues[0].message).toBe('Please enter the six-digit code from the SMS');
    const [row] = await t.db
      .select()
      .from(guestLoginCodes)
      .where(
        and(
          eq(guestLoginCodes.hotelId, scene.hotel.id),
          eq(guestLoginCodes.guestId, scene.guest.id),
        ),
      );
    expect(row!.attempts).toBe(0);
  });
});

describe('what the log keeps of a sign-in', () => {
  it('no number, no token; the code only in the local outbox’s line (the quick start’s SMS)', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { logLevel: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const scene = await guestAppScene(logged);
      const token = await scene.signIn('0151 12345678');
      const code = (await scene.lastSms())!.code;
      const log = lines.join('');
      expect(log).toContain('guest_auth?mobile=[redacted]');
      expect(log).not.toMatch(/1234\D?5678/);
      expect(log).not.toContain(token);
      // The code as a word of its own (not digits inside an id, a time or a duration).
      const asWord = new RegExp(`(?<![0-9a-f.])${code}(?![0-9a-f])`);
      const withCode = lines.filter((line) => asWord.test(line));
      expect(withCode.length).toBe(1);
      expect(withCode[0]).toContain('SMS stored in the local outbox');
    } finally {
      await logged.close();
    }
  });
});

describe('requests for a code per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimit: { ...testConfig().rateLimit, guestAuthPerIp: 3 },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('counts every request, unknown numbers too, and then refuses with 429 before looking', async () => {
    const scene = await guestAppScene(limited);
    for (const unknown of ['+49 170 9000001', '+49 170 9000002', '+49 170 9000003']) {
      expect((await scene.requestCode(unknown)).statusCode).toBe(404);
    }
    // The fourth is refused even for a real number: the answer tells nothing about it.
    const refused = await scene.requestCode();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const german = await scene.call('GET', 'guest_auth?mobile=015112345678', { language: 'de' });
    expect(german.statusCode).toBe(429);
    expect(german.json().message).toContain('Zu viele');
    expect(await scene.lastSms()).toBeUndefined();
    // Another address is not held up.
    expect((await scene.requestCode(undefined, randomIp())).statusCode).toBe(200);
  });
});
