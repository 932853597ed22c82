import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailTransport } from '../../adapters/email/email-sender';
import { SmsDeliveryError, type SmsGateway, type SmsMessage } from '../../adapters/sms/sms-gateway';
import { staffNotifications } from '../../db/schema-notifications';
import type { JobData, JobSender } from '../../jobs/registry';
import { createBookingActions } from '../bookings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDeliveryStatusRepository } from './delivery-status.repository';
import { createNotificationDelivery } from './notification-delivery';
import {
  createNotificationDispatcher,
  DELIVER_QUEUE,
  STALE_SENDING_MS,
  type DeliverJobData,
} from './notification-dispatcher';
import { notificationScene } from './notification-test-scene';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);
const CHECK_IN_DUE = at('2031-04-30T13:00:00Z');

/** A provider that follows the gateway contract: it keeps what it was asked to send. */
function fakeProvider(
  answer: (
    message: SmsMessage,
  ) => Promise<{ providerMessageId: string; status: 'sending' | 'delivered' }>,
) {
  const sent: SmsMessage[] = [];
  const gateway: SmsGateway = {
    provider: 'seven',
    async send(message) {
      sent.push(message);
      return answer(message);
    },
  };
  return { gateway, sent };
}

/** The dispatcher and delivery as the worker has them, with the deliver jobs kept in hand. */
function workerWith(gateway: SmsGateway) {
  const deliverJobs: DeliverJobData[] = [];
  const jobs: JobSender = {
    async send(queue: string, data: JobData) {
      if (queue === DELIVER_QUEUE) deliverJobs.push(data as DeliverJobData);
    },
  };
  const smsGatewayFor = async () => gateway;
  const noEmail: EmailTransport = { kind: 'outbox', deliver: async () => undefined };
  const dispatcher = createNotificationDispatcher({
    db: t.db,
    jobs,
    emailTransport: 'outbox',
    smsGatewayFor,
    appUrl: 'http://pms.test',
  });
  const delivery = createNotificationDelivery({
    db: t.db,
    emailTransport: noEmail,
    smsGatewayFor,
    bookingActions: createBookingActions({ db: t.db }),
    appUrl: 'http://pms.test',
  });
  const jobFor = (id: string) => deliverJobs.filter((job) => job.notificationId === id).at(-1)!;
  return { dispatcher, delivery, jobFor };
}

async function smsScene() {
  const scene = await notificationScene(t, {
    guest: { mobile: '0151 23456789', country: 'DE' },
    settings: { smsEnabled: true, emailEnabled: false, smsSender: 'Alpenblick' },
  });
  await scene.confirm();
  return scene;
}

describe('SMS delivery through the hotel’s provider', () => {
  it('fails only the message whose gateway cannot be set up; the others of the run still go', async () => {
    const broken = await smsScene();
    const fine = await smsScene();
    const provider = fakeProvider(async () => ({ providerMessageId: 'msg-ok', status: 'sending' }));
    // The first hotel's stored SMS key cannot be read (say, SECRETS_KEY changed).
    const dispatcher = createNotificationDispatcher({
      db: t.db,
      jobs: { send: async () => undefined },
      emailTransport: 'outbox',
      smsGatewayFor: async (hotelId) => {
        if (hotelId === broken.hotel.id) throw new Error('stored secret unreadable');
        return provider.gateway;
      },
      appUrl: 'http://pms.test',
    });
    await dispatcher.dispatchDue(CHECK_IN_DUE);
    expect(await broken.row('check_in', 'sms')).toMatchObject({
      status: 'failed',
      reason: 'technical',
    });
    expect(await fine.row('check_in', 'sms')).toMatchObject({
      status: 'sending',
      recipient: '+4915123456789',
    });
  });

  it('sends the text with sender and the webhook URL, stays sending until the report says delivered', async () => {
    const scene = await smsScene();
    const provider = fakeProvider(async () => ({ providerMessageId: 'msg-77', status: 'sending' }));
    const worker = workerWith(provider.gateway);
    await worker.dispatcher.dispatchDue(CHECK_IN_DUE);
    const row = (await scene.row('check_in', 'sms'))!;
    await worker.delivery.deliver(worker.jobFor(row.id));

    expect(provider.sent).toEqual([
      {
        hotelId: scene.hotel.id,
        to: '+4915123456789',
        text: row.body,
        sender: 'Alpenblick',
        statusCallbackUrl: `http://pms.test/api/webhooks/sms/seven/${scene.hotel.id}`,
      },
    ]);
    expect(await scene.row('check_in', 'sms')).toMatchObject({
      status: 'sending',
      provider: 'seven',
      providerMessageId: 'msg-77',
      sentAt: expect.any(Date),
    });
    await createDeliveryStatusRepository(t.db).applyReport({
      hotelId: scene.hotel.id,
      provider: 'seven',
      providerMessageId: 'msg-77',
      outcome: { status: 'delivered' },
    });
    expect((await scene.row('check_in', 'sms'))!.status).toBe('delivered');
  });

  it('ends an SMS whose delivery report never comes as failed, reason unknown, after 48 hours', async () => {
    const scene = await smsScene();
    const worker = workerWith(
      fakeProvider(async () => ({ providerMessageId: 'msg-silent', status: 'sending' })).gateway,
    );
    await worker.dispatcher.dispatchDue(CHECK_IN_DUE);
    const row = (await scene.row('check_in', 'sms'))!;
    await worker.delivery.deliver(worker.jobFor(row.id));
    const hours = (count: number) => new Date(Date.now() + count * 60 * 60 * 1000);
    await worker.dispatcher.dispatchDue(hours(47));
    expect((await scene.row('check_in', 'sms'))!.status).toBe('sending');
    await worker.dispatcher.dispatchDue(hours(49));
    expect(await scene.row('check_in', 'sms')).toMatchObject({
      status: 'failed',
      reason: 'unknown',
    });
  });

  it('records a final provider refusal with its reason and a bell entry; a temporary one is retried, then technical', async () => {
    const scene = await smsScene();
    const refused = workerWith(
      fakeProvider(async () => {
        throw new SmsDeliveryError('invalid_sender_number', false, '202');
      }).gateway,
    );
    await refused.dispatcher.dispatchDue(CHECK_IN_DUE);
    const row = (await scene.row('check_in', 'sms'))!;
    await refused.delivery.deliver(refused.jobFor(row.id));
    expect(await scene.row('check_in', 'sms')).toMatchObject({
      status: 'failed',
      reason: 'invalid_sender_number',
    });
    const bell = await t.db
      .select()
      .from(staffNotifications)
      .where(eq(staffNotifications.guestNotificationId, row.id));
    expect(bell).toHaveLength(1);

    const other = await smsScene();
    const down = workerWith(
      fakeProvider(async () => {
        throw new SmsDeliveryError('technical', true, '500');
      }).gateway,
    );
    await down.dispatcher.dispatchDue(CHECK_IN_DUE);
    const waiting = (await other.row('check_in', 'sms'))!;
    await expect(down.delivery.deliver(down.jobFor(waiting.id))).rejects.toThrow();
    expect((await other.row('check_in', 'sms'))!.status).toBe('sending');
    await down.delivery.giveUp(down.jobFor(waiting.id));
    expect(await other.row('check_in', 'sms')).toMatchObject({
      status: 'failed',
      reason: 'technical',
    });
  });
});

describe('a process that dies between taking and sending a message', () => {
  it('puts it back once, never lets the old job send it, and fails it as technical the second time', async () => {
    const scene = await smsScene();
    const provider = fakeProvider(async () => ({ providerMessageId: 'p', status: 'delivered' }));
    const worker = workerWith(provider.gateway);
    await worker.dispatcher.dispatchDue(CHECK_IN_DUE);
    const row = (await scene.row('check_in', 'sms'))!;
    const firstJob = worker.jobFor(row.id);
    // Crash: the deliver job never runs. Later than the stale limit, the dispatcher takes it again.
    const later = new Date(CHECK_IN_DUE.getTime() + STALE_SENDING_MS + 60_000);
    await worker.dispatcher.dispatchDue(later);
    expect(await scene.row('check_in', 'sms')).toMatchObject({ status: 'sending', attempts: 2 });
    const secondJob = worker.jobFor(row.id);
    expect(secondJob.attempt).toBe(2);
    // The first try's job, run late, sends nothing.
    await worker.delivery.deliver(firstJob);
    expect(provider.sent).toEqual([]);

    // A second crash: failed, technical, not taken again.
    await worker.dispatcher.dispatchDue(new Date(later.getTime() + STALE_SENDING_MS + 60_000));
    expect(await scene.row('check_in', 'sms')).toMatchObject({
      status: 'failed',
      reason: 'technical',
    });
    await worker.delivery.deliver(secondJob);
    expect(provider.sent).toEqual([]);
  });
});

describe('GET /api/settings/notifications/outbox', () => {
  it('shows what guests would have received from the local outboxes, email and SMS', async () => {
    const scene = await notificationScene(t, {
      guest: { mobile: '+491512345678', language: 'en' },
      settings: { smsEnabled: true },
    });
    await scene.confirm();
    await scene.dispatchAt(CHECK_IN_DUE);
    const response = await scene.call('GET', '/api/settings/notifications/outbox');
    expect(response.statusCode).toBe(200);
    const items = response.json().items;
    const email = items.find(
      (item: { message: string; gateway: string }) =>
        item.message === 'check_in' && item.gateway === 'email',
    );
    expect(email).toMatchObject({
      recipient: scene.guest.email,
      subject: expect.stringContaining(`Your check-in at ${scene.hotel.name}`),
      body: expect.stringContaining('Your access code: '),
      status: 'delivered',
      sentAt: expect.any(String),
    });
    const sms = items.find(
      (item: { message: string; gateway: string }) =>
        item.message === 'check_in' && item.gateway === 'sms',
    );
    expect(sms).toMatchObject({ recipient: '+491512345678', subject: null });
    expect(sms.body).toMatch(
      new RegExp(`^${scene.hotel.name}: Welcome! Check-in on 01\\.05\\.2031 from 15:00, room 101`),
    );
  });
});
