import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema-integrations';
import { bearer, createOwnedHotel } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  startWebhookReceiver,
  TOLERANCE_SECONDS,
  verifyStandardWebhook,
  type WebhookReceiver,
} from '../../test/webhook-receiver';
import { isNonPublicAddress, urlProblem } from './webhook-address';
import { deliveryErrorOf, storedDeliveryError } from './webhook-delivery-error';
import { sendWebhook } from './webhook-sender';
import { newWebhookSecret, webhookHeaders, webhookSignature } from './webhook-signing';

describe('the delivery log’s errors', () => {
  it('are kept as a code with its value and read as words and code; older words stay words', () => {
    const stored = storedDeliveryError({ code: 'tls', detail: 'CERT_HAS_EXPIRED' });
    expect(stored).toBe('tls:CERT_HAS_EXPIRED');
    expect(deliveryErrorOf(stored)).toEqual({
      lastError: 'The TLS certificate was not accepted (CERT_HAS_EXPIRED)',
      lastErrorCode: 'tls',
      lastErrorDetail: 'CERT_HAS_EXPIRED',
    });
    expect(deliveryErrorOf(storedDeliveryError({ code: 'timeout', detail: '10' }))).toMatchObject({
      lastError: 'No answer within 10 seconds',
    });
    expect(deliveryErrorOf('HTTP 302: redirects are not followed')).toEqual({
      lastError: 'HTTP 302: redirects are not followed',
      lastErrorCode: null,
      lastErrorDetail: null,
    });
    expect(deliveryErrorOf(null).lastErrorCode).toBeNull();
  });
});

describe('signing (Standard Webhooks)', () => {
  it('gives the specification’s example signature', () => {
    // The example of the Standard Webhooks specification and its reference libraries.
    expect(
      webhookSignature(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('makes secrets of 32 random bytes that a receiver’s own check accepts, within 5 minutes only', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);

    const body = '{"id":"d1","type":"booking.created"}';
    const sentAt = new Date('2031-06-01T10:00:00Z');
    const headers = webhookHeaders(secret, 'd1', body, sentAt);
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'HotelPMS-Webhooks/1',
      'webhook-id': 'd1',
      'webhook-timestamp': String(sentAt.getTime() / 1000),
    });
    const at = sentAt.getTime() / 1000;
    expect(verifyStandardWebhook(secret, headers, body, at)).toBe(true);
    expect(verifyStandardWebhook(secret, headers, body, at + TOLERANCE_SECONDS)).toBe(true);
    // A recorded delivery replayed later, an altered body, another secret: refused.
    expect(verifyStandardWebhook(secret, headers, body, at + TOLERANCE_SECONDS + 1)).toBe(false);
    expect(verifyStandardWebhook(secret, headers, body.replace('d1', 'd2'), at)).toBe(false);
    expect(verifyStandardWebhook(newWebhookSecret(), headers, body, at)).toBe(false);
  });
});

describe('address rules', () => {
  it('knows private, loopback, link-local and unique-local addresses, also inside IPv6', () => {
    const nonPublic = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
      '2002:c0a8:101::1',
      'not an address',
    ];
    const publicOnes = ['8.8.8.8', '93.184.215.14', '172.32.0.1', '2606:4700:4700::1111'];
    expect(nonPublic.filter((address) => !isNonPublicAddress(address))).toEqual([]);
    expect(publicOnes.filter((address) => isNonPublicAddress(address))).toEqual([]);
    expect(isNonPublicAddress('::ffff:8.8.8.8')).toBe(false);
  });

  it('takes https only, no credentials, no local names, unless private addresses are allowed', () => {
    const strict = (url: string) => urlProblem(url, false);
    expect(strict('https://hooks.example.com/pms')).toBeNull();
    expect(strict('http://hooks.example.com/pms')).toBe('validation.webhookUrlInvalid');
    expect(strict('ftp://hooks.example.com/')).toBe('validation.webhookUrlInvalid');
    expect(strict('hooks.example.com')).toBe('validation.webhookUrlInvalid');
    expect(strict('https://user:pw@hooks.example.com/')).toBe('validation.webhookUrlCredentials');
    for (const url of [
      'https://localhost/',
      'https://LOCALHOST./x',
      'https://api.localhost/',
      'https://intranet/hook',
      'https://nas.local/',
      'https://127.0.0.1:8443/',
      'https://2130706433/',
      'https://[::1]/',
      'https://[fd00::5]/',
      'https://169.254.169.254/latest/meta-data',
    ]) {
      expect([url, strict(url)]).toEqual([url, 'validation.webhookUrlPrivate']);
    }
    expect(urlProblem('http://127.0.0.1:3000/hook', true)).toBeNull();
    expect(urlProblem('http://u:p@127.0.0.1/', true)).toBe('validation.webhookUrlCredentials');
  });
});

describe('the delivery request', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());
  const port = () => new URL(receiver.url).port;

  it('connects to the address it resolved and checked, and follows no redirect', async () => {
    const resolved: string[] = [];
    const outcome = await sendWebhook(
      `http://hooks.example.test:${port()}/named`,
      '{}',
      { 'content-type': 'application/json' },
      {
        allowPrivateUrls: true,
        resolve: async (host) => {
          resolved.push(host);
          return [{ address: '127.0.0.1', family: 4 }];
        },
      },
    );
    expect(outcome).toEqual({ delivered: true, responseStatus: 200, error: null });
    expect(resolved).toEqual(['hooks.example.test']);
    expect(receiver.requestsTo('/named')[0]!.headers.host).toBe(`hooks.example.test:${port()}`);

    receiver.answerNext('/moved', 302);
    expect(
      await sendWebhook(`${receiver.url}/moved`, '{}', {}, { allowPrivateUrls: true }),
    ).toEqual({
      delivered: false,
      responseStatus: 302,
      error: { code: 'redirect', detail: '302' },
    });
  });

  it('refuses a name that resolves into a private network, even beside a public address', async () => {
    for (const answers of [
      [{ address: '10.0.0.5', family: 4 }],
      [
        { address: '93.184.215.14', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    ]) {
      const outcome = await sendWebhook(
        `https://hooks.example.test:${port()}/rebound`,
        '{}',
        {},
        { allowPrivateUrls: false, resolve: async () => answers },
      );
      expect(outcome).toEqual({
        delivered: false,
        responseStatus: null,
        error: { code: 'private_dns' },
      });
    }
    expect(receiver.requestsTo('/rebound')).toHaveLength(0);
  });

  it('reports a refused connection as its code', async () => {
    const closed = await startWebhookReceiver();
    await closed.close();
    const outcome = await sendWebhook(`${closed.url}/x`, '{}', {}, { allowPrivateUrls: true });
    expect(outcome).toEqual({
      delivered: false,
      responseStatus: null,
      error: { code: 'connection_refused' },
    });
  });
});

describe('where private addresses are not allowed (production)', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp({ webhooks: { allowPrivateUrls: false, retryDelaySeconds: 1 } });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('refuses private addresses and http in German and English, and saves nothing', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const post = (url: string, language: 'de' | 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/plugin/api/webhooks',
        headers: { ...bearer(token, hotel.id), 'accept-language': language },
        payload: { url, events: ['booking.created'] },
      });
    const issueOf = (response: { json(): unknown }) =>
      (response.json() as { issues: { path: string; message: string }[] }).issues[0];

    for (const url of ['https://127.0.0.1/hook', 'https://[::1]/', 'https://localhost:8443/']) {
      const en = await post(url, 'en');
      expect(en.statusCode).toBe(400);
      expect(issueOf(en)).toMatchObject({
        path: 'url',
        message: 'This address is in a private network the server may not call',
      });
    }
    const de = await post('https://169.254.169.254/latest/meta-data', 'de');
    expect(issueOf(de)).toMatchObject({
      path: 'url',
      message: 'Diese Adresse liegt in einem privaten Netz, das der Server nicht aufrufen darf',
    });
    const http = await post(`${receiver.url}/plain`, 'de');
    expect(issueOf(http)).toMatchObject({
      path: 'url',
      message: 'Bitte eine Adresse eingeben, die mit https:// beginnt',
    });
    expect(
      (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.hotelId, hotel.id)))
        .length,
    ).toBe(0);

    // A public address is taken (a literal one: no DNS needed here).
    const accepted = await post('https://93.184.215.14/pms-hook', 'en');
    expect(accepted.statusCode).toBe(201);
  });

  it('checks the address again when delivering: a stored private address is not called', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    // Saved while the rules were looser (or the name pointed elsewhere then).
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({
        hotelId: hotel.id,
        url: `${receiver.url.replace('http:', 'https:')}/stored`,
        events: ['booking.created'],
      })
      .returning();
    const [delivery] = await t.db
      .insert(webhookDeliveries)
      .values({
        hotelId: hotel.id,
        endpointId: endpoint!.id,
        event: 'booking.created',
        body: '{}',
      })
      .returning();
    // The endpoint's secret, as rolling it stores it.
    const rolled = await t.app.inject({
      method: 'POST',
      url: `/api/plugin/api/webhooks/${endpoint!.id}/secret`,
      headers: bearer(token, hotel.id),
    });
    expect(rolled.statusCode).toBe(200);
    await t.app.jobs.send('webhook-deliver', { hotelId: hotel.id, deliveryId: delivery!.id });
    await t.runJobs();

    expect(receiver.requestsTo('/stored')).toHaveLength(0);
    const [after] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, delivery!.id)));
    // Kept as a code; the log answers it in words and as the code the web translates.
    expect(after).toMatchObject({ status: 'pending', attempts: 1, lastError: 'private_address' });
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/plugin/api/webhooks/${endpoint!.id}/deliveries`,
      headers: bearer(token, hotel.id),
    });
    expect(log.json()).toMatchObject([
      {
        lastError: 'Not sent: the address is in a private network',
        lastErrorCode: 'private_address',
        lastErrorDetail: null,
      },
    ]);
  });
});
