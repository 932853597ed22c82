import { eq, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentials } from '../../db/schema-platform';
import { hotels } from '../../db/schema';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { bearer, createMember, createOwnedHotel, loginAs } from '../../test/factories';

const URL = '/api/settings/notifications/sms_provider';
const SEVEN_KEY = 'seven-live-key-abcdefghWXYZ';
const SEVEN_SECRET = 'seven-signing-secret-0123456789';
const TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TWILIO_TOKEN = 'twilio-auth-token-fedcba9876543210';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (token: string, hotelId: string, payload: object, headers = {}) =>
  t.app.inject({
    method: 'PUT',
    url: URL,
    headers: { ...bearer(token, hotelId), ...headers },
    payload,
  });

async function storedRows(hotelId: string) {
  return t.db.select().from(credentials).where(eq(credentials.hotelId, hotelId));
}

describe('PUT /api/settings/notifications/sms_provider', () => {
  it('stores seven.io with its key and signing secret, answering only their status and the webhook URL', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const response = await put(token, hotel.id, {
      provider: 'seven',
      apiKey: SEVEN_KEY,
      signingSecret: SEVEN_SECRET,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: 'seven',
      configured: true,
      last4: 'WXYZ',
      accountSid: null,
      webhookUrl: `${TEST_APP_URL}/api/webhooks/sms/seven/${hotel.id}`,
    });
    expect(response.body).not.toContain(SEVEN_KEY);
    expect(response.body).not.toContain(SEVEN_SECRET);
  });

  it('keeps the secrets encrypted at rest, never as plaintext', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    await put(token, hotel.id, {
      provider: 'seven',
      apiKey: SEVEN_KEY,
      signingSecret: SEVEN_SECRET,
    });
    await put(token, hotel.id, {
      provider: 'twilio',
      accountSid: TWILIO_SID,
      authToken: TWILIO_TOKEN,
    });
    const rows = await storedRows(hotel.id);
    expect(rows.map((row) => row.name).sort()).toEqual([
      'sms.seven_api_key',
      'sms.seven_signing_secret',
      'sms.twilio_auth_token',
    ]);
    for (const row of rows) {
      for (const secret of [SEVEN_KEY, SEVEN_SECRET, TWILIO_TOKEN]) {
        expect(row.ciphertext).not.toContain(secret);
        expect(Buffer.from(row.ciphertext, 'base64url').toString('utf8')).not.toContain(secret);
      }
    }
    // Only an API key shows its last four; a signing secret and a token show nothing.
    expect(Object.fromEntries(rows.map((row) => [row.name, row.last4]))).toEqual({
      'sms.seven_api_key': 'WXYZ',
      'sms.seven_signing_secret': '',
      'sms.twilio_auth_token': '',
    });
  });

  it('stores Twilio’s Account SID beside the other notification settings, which stay as they were', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    await t.db
      .update(hotels)
      .set({ notifications: { email_enabled: true, languages: ['de', 'en'] } })
      .where(eq(hotels.id, hotel.id));
    const response = await put(token, hotel.id, {
      provider: 'twilio',
      accountSid: TWILIO_SID,
      authToken: TWILIO_TOKEN,
    });
    expect(response.json()).toEqual({
      provider: 'twilio',
      configured: true,
      last4: null,
      accountSid: TWILIO_SID,
      webhookUrl: `${TEST_APP_URL}/api/webhooks/sms/twilio/${hotel.id}`,
    });
    expect(response.body).not.toContain(TWILIO_TOKEN);
    const [row] = await t.db.select().from(hotels).where(eq(hotels.id, hotel.id));
    expect(row!.notifications).toEqual({
      email_enabled: true,
      languages: ['de', 'en'],
      smsProvider: 'twilio',
      twilioAccountSid: TWILIO_SID,
    });
  });

  it('keeps a stored secret when the field is left empty, and switches back to the outbox', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    await put(token, hotel.id, {
      provider: 'twilio',
      accountSid: TWILIO_SID,
      authToken: TWILIO_TOKEN,
    });
    const before = await storedRows(hotel.id);
    const outbox = await put(token, hotel.id, { provider: 'outbox' });
    expect(outbox.json()).toEqual({
      provider: 'outbox',
      configured: true,
      last4: null,
      accountSid: null,
      webhookUrl: null,
    });
    const again = await put(token, hotel.id, {
      provider: 'twilio',
      accountSid: TWILIO_SID,
      authToken: '',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ provider: 'twilio', configured: true });
    expect(await storedRows(hotel.id)).toEqual(before);
  });

  it('refuses seven.io or Twilio without stored credentials, in German and English, and saves nothing', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const en = await put(
      token,
      hotel.id,
      { provider: 'seven', apiKey: '', signingSecret: '' },
      { 'accept-language': 'en' },
    );
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Enter the SMS provider’s credentials first',
    });
    const de = await put(
      token,
      hotel.id,
      { provider: 'twilio', accountSid: TWILIO_SID, authToken: '' },
      { 'accept-language': 'de' },
    );
    expect(de.statusCode).toBe(400);
    expect(de.json().message).toBe('Bitte geben Sie zuerst die Zugangsdaten des SMS-Anbieters ein');
    // A key without the signing secret is not enough: reports could not be checked.
    const keyOnly = await put(token, hotel.id, {
      provider: 'seven',
      apiKey: SEVEN_KEY,
      signingSecret: '',
    });
    expect(keyOnly.statusCode).toBe(400);
    expect(await storedRows(hotel.id)).toEqual([]);
    const [row] = await t.db.select().from(hotels).where(eq(hotels.id, hotel.id));
    expect(row!.notifications).not.toHaveProperty('smsProvider');
  });

  it('validates the Account SID, the provider and the lengths, in German and English', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const issuesOf = async (payload: object, language: 'de' | 'en') => {
      const response = await put(token, hotel.id, payload, { 'accept-language': language });
      expect(response.statusCode).toBe(400);
      return response
        .json()
        .issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]);
    };
    const badSid = { provider: 'twilio', accountSid: 'AC123', authToken: TWILIO_TOKEN };
    expect(await issuesOf(badSid, 'en')).toEqual([
      ['accountSid', 'A Twilio Account SID starts with AC followed by 32 letters and digits'],
    ]);
    expect(await issuesOf(badSid, 'de')).toEqual([
      [
        'accountSid',
        'Eine Twilio Account SID beginnt mit AC, gefolgt von 32 Buchstaben und Ziffern',
      ],
    ]);
    const longKey = { provider: 'seven', apiKey: 'k'.repeat(201), signingSecret: SEVEN_SECRET };
    const [[path, en]] = await issuesOf(longKey, 'en');
    const [[, de]] = await issuesOf(longKey, 'de');
    expect(path).toBe('apiKey');
    expect(en).not.toEqual(de);
    expect((await put(token, hotel.id, { provider: 'vonage' })).statusCode).toBe(400);
    expect(await storedRows(hotel.id)).toEqual([]);
  });

  it('needs manageHotel, and changes nothing for anyone else', async () => {
    const { hotel } = await createOwnedHotel(t.app, t.db);
    const bookingsStaff = await loginAs(
      t.app,
      await createMember(t.db, hotel.id, ['viewBookings', 'manageBookings']),
    );
    const refused = await put(bookingsStaff, hotel.id, {
      provider: 'seven',
      apiKey: SEVEN_KEY,
      signingSecret: SEVEN_SECRET,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(SEVEN_KEY);
    const other = await createOwnedHotel(t.app, t.db);
    const foreign = await put(other.token, hotel.id, {
      provider: 'seven',
      apiKey: SEVEN_KEY,
      signingSecret: SEVEN_SECRET,
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      await t.db
        .select()
        .from(credentials)
        .where(and(eq(credentials.hotelId, hotel.id), eq(credentials.name, 'sms.seven_api_key'))),
    ).toEqual([]);
    const manager = await loginAs(t.app, await createMember(t.db, hotel.id, ['manageHotel']));
    expect((await put(manager, hotel.id, { provider: 'outbox' })).statusCode).toBe(200);
  });
});

describe('the log', () => {
  it('never carries an SMS secret, even at debug level', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { logLevel: 'trace' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const { hotel, token } = await createOwnedHotel(logged.app, logged.db);
      for (const payload of [
        { provider: 'seven', apiKey: SEVEN_KEY, signingSecret: SEVEN_SECRET },
        { provider: 'twilio', accountSid: TWILIO_SID, authToken: TWILIO_TOKEN },
        { provider: 'twilio', accountSid: 'bad', authToken: TWILIO_TOKEN },
      ]) {
        await logged.app.inject({
          method: 'PUT',
          url: URL,
          headers: bearer(token, hotel.id),
          payload,
        });
      }
      expect(lines.length).toBeGreaterThan(0);
      const log = lines.join('\n');
      for (const secret of [SEVEN_KEY, SEVEN_SECRET, TWILIO_TOKEN])
        expect(log).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
