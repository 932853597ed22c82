import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../db/schema';
import { smsOutbox } from '../../db/schema-notifications';
import { createSecretBox } from '../../lib/secret-box';
import { createCredentialsService } from '../../modules/credentials';
import { createOwnedHotel } from '../../test/factories';
import {
  startFakeSeven,
  startFakeTwilio,
  type FakeSmsProvider,
} from '../../test/sms-provider-fakes';
import { createTestApp, testConfig, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { createSmsGatewayResolver } from './resolve-sms-gateway';

const SEVEN_KEY = 'seven-key-0123456789';
const TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TWILIO_TOKEN = 'twilio-token-0123456789';

let t: TestApp;
let seven: FakeSmsProvider;
let twilio: FakeSmsProvider;
let smsGatewayFor: ReturnType<typeof createSmsGatewayResolver>;
let credentials: ReturnType<typeof createCredentialsService>;

beforeAll(async () => {
  t = await createTestApp();
  seven = await startFakeSeven(SEVEN_KEY);
  twilio = await startFakeTwilio(TWILIO_SID, TWILIO_TOKEN);
  credentials = createCredentialsService({
    db: t.db,
    secretBox: createSecretBox(testConfig().secretsKey),
  });
  smsGatewayFor = createSmsGatewayResolver({
    db: t.db,
    credentials,
    config: { appUrl: TEST_APP_URL, sevenApiUrl: seven.url, twilioApiUrl: twilio.url },
    log: t.app.log,
  });
});
afterAll(async () => {
  await seven.close();
  await twilio.close();
  await t.close();
});

const sms = (hotelId: string) => ({
  hotelId,
  to: '+4915112345678',
  text: 'Willkommen im Hotel',
  sender: 'Hotel',
});

async function choose(hotelId: string, notifications: Record<string, unknown>) {
  await t.db.update(hotels).set({ notifications }).where(eq(hotels.id, hotelId));
}

describe('smsGatewayFor(hotelId)', () => {
  it('uses the local outbox without a provider: stored, and delivered at once', async () => {
    const { hotel } = await createOwnedHotel(t.app, t.db);
    const gateway = await smsGatewayFor(hotel.id);
    expect(gateway.provider).toBe('outbox');
    const result = await gateway.send(sms(hotel.id));
    expect(result.status).toBe('delivered');
    const [stored] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.hotelId, hotel.id));
    expect(stored).toMatchObject({ to: '+4915112345678', text: 'Willkommen im Hotel' });
  });

  it('uses the outbox when seven.io is chosen but no API key is stored', async () => {
    const { hotel } = await createOwnedHotel(t.app, t.db);
    await choose(hotel.id, { smsProvider: 'seven' });
    expect((await smsGatewayFor(hotel.id)).provider).toBe('outbox');
  });

  it('sends through seven.io with the hotel’s stored key', async () => {
    const { hotel } = await createOwnedHotel(t.app, t.db);
    await choose(hotel.id, { smsProvider: 'seven', sms_enabled: true });
    await credentials.put(hotel.id, 'sms.seven_api_key', SEVEN_KEY);
    const gateway = await smsGatewayFor(hotel.id);
    expect(gateway.provider).toBe('seven');
    expect((await gateway.send(sms(hotel.id))).status).toBe('sending');
    expect(seven.requests.at(-1)!.headers['x-api-key']).toBe(SEVEN_KEY);
  });

  it('sends through Twilio with the Account SID and token, asking for reports at the hotel’s webhook', async () => {
    const { hotel } = await createOwnedHotel(t.app, t.db);
    await choose(hotel.id, { smsProvider: 'twilio', twilioAccountSid: TWILIO_SID });
    expect((await smsGatewayFor(hotel.id)).provider).toBe('outbox');
    await credentials.put(hotel.id, 'sms.twilio_auth_token', TWILIO_TOKEN);
    const gateway = await smsGatewayFor(hotel.id);
    expect(gateway.provider).toBe('twilio');
    const result = await gateway.send(sms(hotel.id));
    expect(result.providerMessageId).toMatch(/^SM/);
    expect(twilio.requests.at(-1)!.body.StatusCallback).toBe(
      `${TEST_APP_URL}/api/webhooks/sms/twilio/${hotel.id}`,
    );
  });
});
