import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_REASONS } from '@hotel/shared/guest-notifications';
import {
  FAKE_INVALID_NUMBER,
  FAKE_REFUSED_PREFIX,
  startFakeSeven,
  startFakeTwilio,
  type FakeSmsProvider,
} from '../../test/sms-provider-fakes';
import { SEVEN_RETURN_CODES, createSevenSmsGateway, sevenFailure } from './seven-sms-gateway';
import { SmsDeliveryError, type SmsMessage } from './sms-gateway';
import { TWILIO_ERROR_CODES, createTwilioSmsGateway, twilioFailure } from './twilio-sms-gateway';

const SEVEN_KEY = 'seven-test-key-0123456789';
const TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TWILIO_TOKEN = 'twilio-auth-token-0123456789';

const message = (overrides: Partial<SmsMessage> = {}): SmsMessage => ({
  hotelId: 'hotel-1',
  to: '+4915112345678',
  text: 'Ihr Zugangscode: 4711',
  sender: 'HotelSonne',
  ...overrides,
});

async function failureOf(send: Promise<unknown>) {
  const error = await send.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SmsDeliveryError);
  const { reason, retryable } = error as SmsDeliveryError;
  return { reason, retryable };
}

let seven: FakeSmsProvider;
let twilio: FakeSmsProvider;
beforeAll(async () => {
  seven = await startFakeSeven(SEVEN_KEY);
  twilio = await startFakeTwilio(TWILIO_SID, TWILIO_TOKEN);
});
afterAll(async () => {
  await seven.close();
  await twilio.close();
});

describe('the error tables', () => {
  it('map every listed provider code to a reason of the catalogue', () => {
    for (const entry of [
      ...Object.values(SEVEN_RETURN_CODES),
      ...Object.values(TWILIO_ERROR_CODES),
    ]) {
      expect(DELIVERY_REASONS).toContain(entry.reason);
    }
  });

  it.each([
    ['201', 'forbidden_country_code', false],
    ['202', 'invalid_mobile', false],
    ['305', 'empty_message', false],
    ['306', 'invalid_sender_number', false],
    ['500', 'technical', false],
    ['900', 'technical', false],
    ['902', 'technical', false],
    ['999', 'unclassified', false],
  ])('seven.io %s is %s (retryable: %s)', (code, reason, retryable) => {
    expect(sevenFailure(code)).toMatchObject({ reason, retryable, providerCode: `seven_${code}` });
  });

  it.each([
    ['21211', 'invalid_mobile', false],
    ['21614', 'invalid_mobile', false],
    ['21408', 'forbidden_country_code', false],
    ['21606', 'invalid_sender_number', false],
    ['21602', 'empty_message', false],
    ['21610', 'muted', false],
    ['30007', 'domain_reputation', false],
    ['20003', 'technical', false],
    ['20429', 'technical', true],
    ['12345', 'unclassified', false],
  ])('Twilio %s is %s (retryable: %s)', (code, reason, retryable) => {
    expect(twilioFailure(code)).toMatchObject({ reason, retryable });
  });
});

describe('seven.io gateway', () => {
  const gateway = () => createSevenSmsGateway({ apiKey: SEVEN_KEY, baseUrl: seven.url });

  it('sends with the key in X-Api-Key and keeps the message id for the delivery report', async () => {
    const result = await gateway().send(message());
    expect(result.status).toBe('sending');
    expect(result.providerMessageId).toMatch(/^\d+$/);
    const request = seven.requests.at(-1)!;
    expect(request.headers['x-api-key']).toBe(SEVEN_KEY);
    expect(request.body).toMatchObject({
      to: '+4915112345678',
      text: 'Ihr Zugangscode: 4711',
      from: 'HotelSonne',
    });
  });

  it('leaves out the sender when the hotel has none (seven.io’s default)', async () => {
    await gateway().send(message({ sender: '' }));
    expect(seven.requests.at(-1)!.body.from).toBeUndefined();
  });

  it('maps an invalid recipient (202) to invalid mobile, not retried', async () => {
    expect(await failureOf(gateway().send(message({ to: FAKE_INVALID_NUMBER })))).toEqual({
      reason: 'invalid_mobile',
      retryable: false,
    });
  });

  it('maps an invalid country code (201) to forbidden country code', async () => {
    expect(
      await failureOf(gateway().send(message({ to: `${FAKE_REFUSED_PREFIX}13800138000` }))),
    ).toEqual({ reason: 'forbidden_country_code', retryable: false });
  });

  it('maps a missing text (305) to empty message', async () => {
    expect(await failureOf(gateway().send(message({ text: '' })))).toEqual({
      reason: 'empty_message',
      retryable: false,
    });
  });

  it('maps a wrong API key (900) to a technical failure that is not retried', async () => {
    const wrongKey = createSevenSmsGateway({ apiKey: 'wrong', baseUrl: seven.url });
    expect(await failureOf(wrongKey.send(message()))).toEqual({
      reason: 'technical',
      retryable: false,
    });
  });

  it('retries after HTTP 429', async () => {
    seven.rateLimitNext();
    expect(await failureOf(gateway().send(message()))).toEqual({
      reason: 'technical',
      retryable: true,
    });
  });

  it('retries when the provider cannot be reached', async () => {
    const down = createSevenSmsGateway({ apiKey: SEVEN_KEY, baseUrl: 'http://127.0.0.1:9' });
    expect(await failureOf(down.send(message()))).toEqual({
      reason: 'technical',
      retryable: true,
    });
  });
});

describe('Twilio gateway', () => {
  const gateway = (authToken = TWILIO_TOKEN) =>
    createTwilioSmsGateway({
      accountSid: TWILIO_SID,
      authToken,
      baseUrl: twilio.url,
      statusCallbackUrl: 'http://pms.test/api/webhooks/sms/twilio/hotel-1',
    });

  it('sends To, From, Body and StatusCallback with Basic auth and keeps the SID', async () => {
    const result = await gateway().send(message());
    expect(result).toEqual({
      providerMessageId: expect.stringMatching(/^SM[0-9a-f]{32}$/),
      status: 'sending',
    });
    const request = twilio.requests.at(-1)!;
    expect(request.path).toBe(`/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.body).toEqual({
      To: '+4915112345678',
      From: 'HotelSonne',
      Body: 'Ihr Zugangscode: 4711',
      StatusCallback: 'http://pms.test/api/webhooks/sms/twilio/hotel-1',
    });
  });

  it('maps an invalid To (21211) to invalid mobile', async () => {
    expect(await failureOf(gateway().send(message({ to: FAKE_INVALID_NUMBER })))).toEqual({
      reason: 'invalid_mobile',
      retryable: false,
    });
  });

  it('maps a region without permission (21408) to forbidden country code', async () => {
    expect(
      await failureOf(gateway().send(message({ to: `${FAKE_REFUSED_PREFIX}13800138000` }))),
    ).toEqual({ reason: 'forbidden_country_code', retryable: false });
  });

  it('maps a missing body (21602) to empty message', async () => {
    expect(await failureOf(gateway().send(message({ text: '' })))).toEqual({
      reason: 'empty_message',
      retryable: false,
    });
  });

  it('refuses to send without a sender: Twilio needs a From', async () => {
    const calls = twilio.requests.length;
    expect(await failureOf(gateway().send(message({ sender: '' })))).toEqual({
      reason: 'invalid_sender_number',
      retryable: false,
    });
    expect(twilio.requests).toHaveLength(calls);
  });

  it('maps a wrong Auth Token (20003, HTTP 401) to a technical failure that is not retried', async () => {
    expect(await failureOf(gateway('wrong-token').send(message()))).toEqual({
      reason: 'technical',
      retryable: false,
    });
  });

  it('retries after HTTP 429', async () => {
    twilio.rateLimitNext();
    expect(await failureOf(gateway().send(message()))).toEqual({
      reason: 'technical',
      retryable: true,
    });
  });
});
