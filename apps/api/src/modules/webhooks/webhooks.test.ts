import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookPayload,
} from '@hotel/shared/contracts/webhooks';
import { domainEvents } from '../../db/schema-bookings';
import { webhookDeliveries } from '../../db/schema-integrations';
import { credentials as credentialsTable, failedJobs } from '../../db/schema-platform';
import { createSecretBox } from '../../lib/secret-box';
import { applyChannelReservation } from '../channel-ingest';
import { createBookingActions, createBookingsService } from '../bookings';
import { createCredentialsService } from '../credentials';
import { channelReservationFixture } from '../../test/channel-reservation-fixtures';
import { bearer, bearerEn, createMember, createOwnedHotel, loginAs } from '../../test/factories';
import { createBookingScene } from '../../test/reservation-factories';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import {
  startWebhookReceiver,
  verifyStandardWebhook,
  type WebhookReceiver,
} from '../../test/webhook-receiver';
import { signingSecretOf } from './webhook-signing';
import { WEBHOOK_RETENTION_QUEUE, webhookJobs } from './webhooks.jobs';

let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const BASE = '/api/plugin/api/webhooks';
let pathCount = 0;

/** A hotel with rooms and a guest, an endpoint on a path of the receiver of its own, and helpers. */
async function webhookScene(events: string[] = ['booking.created']) {
  const scene = await createBookingScene(t, { roomCount: 3 });
  const path = `/hooks/${++pathCount}`;
  const created = await scene.call('POST', BASE, {
    url: `${receiver.url}${path}`,
    description: 'Back office',
    events,
  });
  expect(created.statusCode, created.body).toBe(201);
  const endpoint = created.json<WebhookEndpoint & { secret: string }>();

  async function book(room = 0, arrival = '2031-06-01', departure = '2031-06-03') {
    const response = await scene.call('POST', '/api/booking', {
      roomType: scene.roomType.id,
      room: scene.rooms[room]!.id,
      arrival,
      departure,
      mainGuest: scene.guest.id,
      adults: 2,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ _id: string; number: number; accessCode: string }>();
  }
  const received = () => receiver.requestsTo(path);
  const bodies = () => received().map((request) => JSON.parse(request.body) as WebhookPayload);
  const deliveries = async () =>
    (await scene.call('GET', `${BASE}/${endpoint.id}/deliveries`)).json<WebhookDelivery[]>();
  return { ...scene, path, endpoint, secret: endpoint.secret, book, received, bodies, deliveries };
}

describe('endpoints', () => {
  it('shows the signing secret once, never again, and stores it encrypted', async () => {
    const s = await webhookScene(['booking.created', 'booking.canceled']);
    expect(s.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(s.endpoint).toMatchObject({
      url: `${receiver.url}${s.path}`,
      description: 'Back office',
      events: ['booking.created', 'booking.canceled'],
      enabled: true,
      lastDelivery: null,
    });

    const list = await s.call('GET', BASE);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ ...s.endpoint, secret: undefined }].map(withoutSecret));
    expect(list.body).not.toContain(s.secret.slice(6, 20));
    const updated = await s.call('PUT', `${BASE}/${s.endpoint.id}`, {
      description: 'ERP',
      events: ['booking.payment'],
      enabled: false,
    });
    expect(updated.json()).toMatchObject({ description: 'ERP', events: ['booking.payment'] });
    expect(updated.body).not.toContain('whsec_');
    const stored = JSON.stringify(await t.db.select().from(credentialsTable));
    expect(stored).not.toContain(s.secret.slice(6));
  });

  it('refuses bad input with translated messages and changes nothing', async () => {
    const s = await webhookScene();
    const post = (payload: object) => s.call('POST', BASE, payload);
    const issues = async (payload: object) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      return response.json<{ issues: { path: string; message: string }[] }>().issues;
    };
    expect(await issues({ url: 'ftp://hooks.example.com', events: ['booking.created'] })).toEqual([
      expect.objectContaining({
        path: 'url',
        message: 'Please enter an address starting with https://',
      }),
    ]);
    expect(
      await issues({ url: 'https://me:secret@hooks.example.com/', events: ['booking.created'] }),
    ).toEqual([
      expect.objectContaining({
        path: 'url',
        message: 'Please leave the user name and password out of the address',
      }),
    ]);
    expect(await issues({ url: 'https://hooks.example.com', events: [] })).toEqual([
      expect.objectContaining({ path: 'events', message: 'Please choose at least one event' }),
    ]);
    expect(
      (
        await issues({
          url: `https://hooks.example.com/${'x'.repeat(500)}`,
          events: ['booking.created'],
        })
      )[0],
    ).toMatchObject({ path: 'url' });
    const german = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { ...bearer(s.token, s.hotel.id), 'accept-language': 'de' },
      payload: { url: '', events: ['booking.unknown'] },
    });
    expect(german.json().issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'url', message: 'Bitte die Adresse eingeben' }),
      ]),
    );
    const badUpdate = await s.call('PUT', `${BASE}/${s.endpoint.id}`, {
      events: [],
      enabled: false,
    });
    expect(badUpdate.statusCode).toBe(400);
    expect((await s.call('GET', BASE)).json()).toEqual([withoutSecret(s.endpoint)]);
  });

  it('allows at most 10 endpoints per hotel', async () => {
    const s = await webhookScene();
    for (let i = 2; i <= 10; i++) {
      const created = await s.call('POST', BASE, {
        url: `${receiver.url}/limit/${i}`,
        events: ['booking.created'],
      });
      expect(created.statusCode).toBe(201);
    }
    const eleventh = await s.call('POST', BASE, {
      url: `${receiver.url}/limit/11`,
      events: ['booking.created'],
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('A hotel can register at most 10 webhooks');
    expect((await s.call('GET', BASE)).json()).toHaveLength(10);
  });

  it('is the hotel’s own: another hotel gets 404, a member without manageHotel 403, an API key is refused', async () => {
    const s = await webhookScene();
    const other = await createOwnedHotel(t.app, t.db);
    const asOther = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearerEn(other.token, other.hotel.id), payload });
    expect((await asOther('GET', `${BASE}/${s.endpoint.id}/deliveries`)).statusCode).toBe(404);
    expect((await asOther('POST', `${BASE}/${s.endpoint.id}/secret`)).statusCode).toBe(404);
    const foreignUpdate = await asOther('PUT', `${BASE}/${s.endpoint.id}`, {
      events: ['booking.changed'],
      enabled: false,
    });
    expect(foreignUpdate.statusCode).toBe(404);
    expect(foreignUpdate.json().message).toBe('Webhook not found');
    expect((await asOther('DELETE', `${BASE}/${s.endpoint.id}`)).statusCode).toBe(404);
    expect((await asOther('GET', BASE)).json()).toEqual([]);

    const clerk = await createMember(t.db, s.hotel.id, ['manageBookings', 'viewBookings']);
    const clerkToken = await loginAs(t.app, clerk);
    const asClerk = await t.app.inject({
      method: 'GET',
      url: BASE,
      headers: bearerEn(clerkToken, s.hotel.id),
    });
    expect(asClerk.statusCode).toBe(403);

    const key = await s.call('POST', '/api/plugin/api/keys', {
      name: 'ERP',
      permissions: ['bookings.read', 'bookings.write', 'guests', 'availability'],
    });
    expect(key.statusCode, key.body).toBe(201);
    for (const [method, url] of [
      ['GET', BASE],
      ['POST', BASE],
      ['DELETE', `${BASE}/${s.endpoint.id}`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: bearerEn(key.json().key),
        payload:
          method === 'POST'
            ? { url: 'https://x.example.com', events: ['booking.created'] }
            : undefined,
      });
      expect([401, 403]).toContain(response.statusCode);
    }
    expect((await s.call('GET', BASE)).json()).toHaveLength(1);
  });
});

describe('deliveries', () => {
  it('delivers a new booking once, signed, with the booking in the body; a replayed event adds nothing', async () => {
    const s = await webhookScene();
    const booking = await s.book();
    await t.runJobs();

    expect(s.received()).toHaveLength(1);
    const [request] = s.received();
    expect(request!.method).toBe('POST');
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'HotelPMS-Webhooks/1',
    });
    expect(verifyStandardWebhook(s.secret, request!.headers, request!.body)).toBe(true);
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({
      id: request!.headers['webhook-id'],
      type: 'booking.created',
      hotelId: s.hotel.id,
      data: {
        booking: {
          _id: booking._id,
          number: booking.number,
          status: 'new',
          arrival: '2031-06-01',
          departure: '2031-06-03',
          room: { _id: s.rooms[0]!.id },
          mainGuest: { _id: s.guest.id, lastName: s.guest.lastName },
        },
      },
    });
    // The door code is the guest's secret; the history is long and names staff.
    expect(body.data.booking).not.toHaveProperty('accessCode');
    expect(body.data.booking).not.toHaveProperty('history');
    expect(request!.body).not.toContain(booking.accessCode);

    const [delivery] = await s.deliveries();
    expect(delivery).toMatchObject({
      id: body.id,
      event: 'booking.created',
      bookingId: booking._id,
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      lastError: null,
      resendOf: null,
    });
    expect((await s.call('GET', BASE)).json()[0].lastDelivery).toMatchObject({
      status: 'delivered',
      responseStatus: 200,
    });

    // The relay delivers at least once: the same domain event handled again sends nothing new.
    const [event] = await t.db
      .select()
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.type, 'booking.created'),
          sql`${domainEvents.payload}->>'bookingId' = ${booking._id}`,
        ),
      );
    const handler = webhookJobs({
      db: t.db,
      jobs: t.app.jobs,
      credentials: createCredentialsService({
        db: t.db,
        secretBox: createSecretBox(testConfig().secretsKey),
      }),
      allowPrivateUrls: true,
      retryDelaySeconds: 1,
    }).eventHandler;
    await t.db.transaction((tx) => handler.handle(event!, tx));
    await t.runJobs();
    expect(s.received()).toHaveLength(1);
    expect(await s.deliveries()).toHaveLength(1);
  });

  it('retries after a 500 and delivers on the second attempt', async () => {
    const s = await webhookScene();
    receiver.answerNext(s.path, 500);
    await s.book();
    await t.runJobs();
    expect(s.received()).toHaveLength(1);
    expect((await s.deliveries())[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      lastError: 'HTTP 500',
      lastErrorCode: 'http_status',
      lastErrorDetail: '500',
      deliveredAt: null,
    });

    // The retry waits for its backoff; the test's worker runs it now.
    await t.runJobs({ includeDelayed: true });
    expect(s.received()).toHaveLength(2);
    const [first, second] = s.received();
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(verifyStandardWebhook(s.secret, second!.headers, second!.body)).toBe(true);
    expect((await s.deliveries())[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
      responseStatus: 200,
      lastError: null,
    });
  });

  it('marks a delivery failed after the last try and records the failed job', async () => {
    const s = await webhookScene();
    receiver.answerNext(s.path, ...new Array<number>(9).fill(503));
    await s.book();
    await t.runJobs({ includeDelayed: true });
    expect(s.received()).toHaveLength(9);
    const [delivery] = await s.deliveries();
    expect(delivery).toMatchObject({ status: 'failed', attempts: 9, lastError: 'HTTP 503' });
    const failed = await t.db
      .select()
      .from(failedJobs)
      .where(eq(failedJobs.queue, 'webhook-deliver'));
    expect(failed.map((row) => (row.data as { deliveryId: string }).deliveryId)).toContain(
      delivery!.id,
    );
    // A resend after the receiver is fixed is a new delivery.
    const resent = await s.call(
      'POST',
      `${BASE}/${s.endpoint.id}/deliveries/${delivery!.id}/resend`,
    );
    expect(resent.statusCode).toBe(201);
    await t.runJobs();
    expect((await s.deliveries())[0]).toMatchObject({
      status: 'delivered',
      resendOf: delivery!.id,
    });
  });

  it('resends the same message: the receiver gets the same webhook-id and body; after a roll only the new secret verifies', async () => {
    const s = await webhookScene();
    await s.book();
    await t.runJobs();
    const [original] = await s.deliveries();

    const resent = await s.call(
      'POST',
      `${BASE}/${s.endpoint.id}/deliveries/${original!.id}/resend`,
    );
    expect(resent.statusCode).toBe(201);
    expect(resent.json()).toMatchObject({ status: 'pending', resendOf: original!.id });
    expect(resent.json().id).not.toBe(original!.id);
    await t.runJobs();
    expect(s.received()).toHaveLength(2);
    const [first, second] = s.received();
    // Standard Webhooks: a resent message keeps its id, so the receiver can drop a duplicate.
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.headers['webhook-id']).toBe(original!.id);
    expect(verifyStandardWebhook(s.secret, second!.headers, second!.body)).toBe(true);
    expect(second!.body).toBe(first!.body);
    expect(JSON.parse(second!.body).id).toBe(original!.id);
    // A resend of the resend is still the same message.
    const again = await s.call(
      'POST',
      `${BASE}/${s.endpoint.id}/deliveries/${resent.json().id}/resend`,
    );
    expect(again.json()).toMatchObject({ resendOf: original!.id });
    await t.runJobs();
    expect(s.received()).toHaveLength(3);
    expect(s.received()[2]!.headers['webhook-id']).toBe(original!.id);
    expect(s.received()[2]!.body).toBe(first!.body);

    const rolled = await s.call('POST', `${BASE}/${s.endpoint.id}/secret`);
    expect(rolled.statusCode).toBe(200);
    const newSecret = rolled.json().secret as string;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(s.secret);
    await s.call('POST', `${BASE}/${s.endpoint.id}/deliveries/${original!.id}/resend`);
    await t.runJobs();
    const third = s.received()[3]!;
    expect(verifyStandardWebhook(newSecret, third.headers, third.body)).toBe(true);
    expect(verifyStandardWebhook(s.secret, third.headers, third.body)).toBe(false);
    expect(JSON.stringify((await s.call('GET', BASE)).json())).not.toContain(newSecret);

    const unknown = await s.call(
      'POST',
      `${BASE}/${s.endpoint.id}/deliveries/00000000-0000-4000-8000-000000000000/resend`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Delivery not found');
    expect(
      (await s.call('GET', `${BASE}/${s.endpoint.id}/deliveries?limit=2`)).json(),
    ).toHaveLength(2);
    expect((await s.call('GET', `${BASE}/${s.endpoint.id}/deliveries?limit=1000`)).statusCode).toBe(
      400,
    );
  });

  it('sends nothing for an unsubscribed event, a blocked period, or an endpoint disabled or deleted meanwhile', async () => {
    const canceledOnly = await webhookScene(['booking.canceled']);
    await canceledOnly.book();
    await t.runJobs();
    expect(canceledOnly.received()).toHaveLength(0);

    const s = await webhookScene(['booking.created', 'booking.changed']);
    const block = await applyChannelReservation(
      {
        db: t.db,
        bookings: createBookingsService({ db: t.db }),
        bookingActions: createBookingActions({ db: t.db }),
      },
      s.hotel.id,
      {
        ...channelReservationFixture(s.roomType.id, s.rooms[1]!.id),
        kind: 'block',
        guest: null,
        price: null,
      },
    );
    expect(block.outcome).toBe('created');
    await t.runJobs();
    expect(s.received()).toHaveLength(0);

    // Disabled while a delivery waits for its retry: the retry sends nothing, the log says why.
    receiver.answerNext(s.path, 500);
    await s.book(0);
    await t.runJobs();
    expect(s.received()).toHaveLength(1);
    const disabled = await s.call('PUT', `${BASE}/${s.endpoint.id}`, {
      events: ['booking.created'],
      enabled: false,
    });
    expect(disabled.statusCode).toBe(200);
    await t.runJobs({ includeDelayed: true });
    expect(s.received()).toHaveLength(1);
    expect((await s.deliveries())[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      responseStatus: 500,
      lastError: 'Not sent: the webhook is disabled',
      lastErrorCode: 'disabled',
    });
    // A disabled endpoint gets no new deliveries at all.
    await s.book(2);
    await t.runJobs();
    expect(await s.deliveries()).toHaveLength(1);

    await s.call('PUT', `${BASE}/${s.endpoint.id}`, { events: ['booking.created'], enabled: true });
    // Deleted while a delivery waits for its retry: the retry ends quietly.
    receiver.answerNext(s.path, 500);
    await s.book(0, '2031-07-01', '2031-07-03');
    await t.runJobs();
    expect(s.received()).toHaveLength(2);
    expect((await s.call('DELETE', `${BASE}/${s.endpoint.id}`)).statusCode).toBe(204);
    await t.runJobs({ includeDelayed: true });
    expect(s.received()).toHaveLength(2);
    expect(
      await t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, s.endpoint.id)),
    ).toEqual([]);
    expect((await s.call('GET', BASE)).json()).toEqual([]);
  });

  it('marks a delivery failed, not pending forever, when the signing secret is missing', async () => {
    const s = await webhookScene();
    await createCredentialsService({
      db: t.db,
      secretBox: createSecretBox(testConfig().secretsKey),
    }).remove(s.hotel.id, signingSecretOf(s.endpoint.id));
    await s.book();
    await t.runJobs({ includeDelayed: true });
    expect(s.received()).toHaveLength(0);
    expect(await s.deliveries()).toMatchObject([
      {
        status: 'failed',
        attempts: 0,
        lastError: 'Not sent: the webhook has no signing secret',
        lastErrorCode: 'no_secret',
      },
    ]);
  });

  it('keeps deliveries of the last 30 days, at most the newest 200 per endpoint, and every pending one', async () => {
    const busy = await webhookScene();
    const quiet = await webhookScene();
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const DAY = 24 * 60;
    const row = (
      s: { hotel: { id: string }; endpoint: { id: string } },
      createdAt: Date,
      status = 'delivered',
    ) => ({
      hotelId: s.hotel.id,
      endpointId: s.endpoint.id,
      event: 'booking.created',
      body: '{"data":{"booking":{"mainGuest":{"lastName":"Weber"}}}}',
      status,
      createdAt,
    });
    const recent = Array.from({ length: 205 }, (_, index) => row(busy, ago(index + 1)));
    await t.db.insert(webhookDeliveries).values(recent);
    const [lonePending] = await t.db
      .insert(webhookDeliveries)
      .values(row(busy, ago(300), 'pending'))
      .returning();
    const [old, month, oldPending] = await t.db
      .insert(webhookDeliveries)
      .values([
        row(quiet, ago(31 * DAY), 'delivered'),
        row(quiet, ago(29 * DAY), 'failed'),
        row(quiet, ago(40 * DAY), 'pending'),
      ])
      .returning();

    await t.app.jobs.send(WEBHOOK_RETENTION_QUEUE, {});
    await t.runJobs();

    const left = async (endpointId: string) =>
      t.db
        .select({ id: webhookDeliveries.id, createdAt: webhookDeliveries.createdAt })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId));
    const busyLeft = await left(busy.endpoint.id);
    expect(busyLeft).toHaveLength(201);
    expect(busyLeft.map((entry) => entry.id)).toContain(lonePending!.id);
    // The five oldest of the 205 went; the newest 200 stay.
    const oldestKept = Math.min(
      ...busyLeft.filter((entry) => entry.id !== lonePending!.id).map((e) => +e.createdAt),
    );
    expect(oldestKept).toBe(+recent[199]!.createdAt);
    expect((await left(quiet.endpoint.id)).map((entry) => entry.id).sort()).toEqual(
      [month!.id, oldPending!.id].sort(),
    );
    expect((await left(quiet.endpoint.id)).map((entry) => entry.id)).not.toContain(old!.id);
  });

  it('maps check-in, checkout, cancel, changes and payments to their events', async () => {
    const s = await webhookScene([
      'booking.created',
      'booking.changed',
      'booking.canceled',
      'booking.checked_in',
      'booking.checked_out',
      'booking.payment',
    ]);
    // Each step's jobs run before the next: a body holds the booking as it is when sent.
    const step = async (response: Promise<{ statusCode: number; body: string }>) => {
      const answer = await response;
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      await t.runJobs();
      return answer;
    };
    const status = (id: string, to: string) =>
      step(s.call('PUT', '/api/booking/status', { id, status: to }));
    const booking = await s.book();
    await t.runJobs();
    await status(booking._id, 'pending');
    await status(booking._id, 'checked_in');
    const payment = await step(
      s.call('POST', '/api/payment', {
        booking: booking._id,
        method: 'cash',
        amount: 5000,
        status: 'paid',
      }),
    );
    await status(booking._id, 'completed');
    const other = await s.book(1);
    await t.runJobs();
    // A new door code announces nothing: the code is the guest's secret.
    await step(s.call('PUT', `/api/booking/code/${other._id}`, { reset: true }));
    await status(other._id, 'canceled');

    expect(
      s.bodies().map((body) => [body.type, body.data.booking._id, body.data.booking.status]),
    ).toEqual([
      ['booking.created', booking._id, 'new'],
      ['booking.changed', booking._id, 'pending'],
      ['booking.checked_in', booking._id, 'checked_in'],
      ['booking.payment', booking._id, 'checked_in'],
      ['booking.checked_out', booking._id, 'completed'],
      ['booking.created', other._id, 'new'],
      ['booking.canceled', other._id, 'canceled'],
    ]);
    const paymentBody = s.bodies().find((body) => body.type === 'booking.payment')!;
    expect(paymentBody.data.payment).toMatchObject({
      _id: (JSON.parse(payment.body) as { _id: string })._id,
      amount: 5000,
      method: 'cash',
      status: 'paid',
    });
    for (const request of s.received()) {
      expect(verifyStandardWebhook(s.secret, request.headers, request.body)).toBe(true);
    }
  });
});

function withoutSecret(endpoint: WebhookEndpoint & { secret?: string }) {
  const { secret: _secret, ...rest } = endpoint;
  return rest;
}
