import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, bookingGuests } from '../../db/schema-bookings';
import { guestNotifications, staffNotifications } from '../../db/schema-notifications';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { bearer, createOwnedHotel } from '../../test/factories';
import { createGuest, createRooms, createRoomType } from '../../test/reservation-factories';
import { sevenSignature, twilioSignature } from './webhook-signatures';

const SEVEN_SECRET = 'seven-signing-secret-0123456789';
const TWILIO_TOKEN = 'twilio-auth-token-fedcba9876543210';

let t: TestApp;
let hotelA: { id: string; bookingId: string; guestId: string; sid: string };
let hotelB: { id: string; sid: string };

/** A hotel whose SMS provider settings hold both providers' secrets (Twilio, then seven.io). */
async function configuredHotel() {
  const { hotel, token } = await createOwnedHotel(t.app, t.db);
  const sid = `AC${randomUUID().replaceAll('-', '')}`;
  const put = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/settings/notifications/sms_provider',
      headers: bearer(token, hotel.id),
      payload,
    });
  expect(
    (await put({ provider: 'twilio', accountSid: sid, authToken: TWILIO_TOKEN })).statusCode,
  ).toBe(200);
  const secret = `${SEVEN_SECRET}-${hotel.id.slice(0, 4)}`;
  expect(
    (await put({ provider: 'seven', apiKey: 'seven-key-0123456789', signingSecret: secret }))
      .statusCode,
  ).toBe(200);
  return { id: hotel.id, sid, secret };
}

async function createBooking(hotelId: string) {
  const roomType = await createRoomType(t.db, hotelId);
  const [room] = await createRooms(t.db, hotelId, roomType.id, 1);
  const guest = await createGuest(t.db, hotelId);
  const [booking] = await t.db
    .insert(bookings)
    .values({
      hotelId,
      number: 1,
      roomTypeId: roomType.id,
      roomId: room!.id,
      mainGuestId: guest.id,
      arrival: '2030-05-01',
      departure: '2030-05-03',
      price: 20000,
      computedPrice: 20000,
      accessCode: '123456',
    })
    .returning();
  await t.db.insert(bookingGuests).values({ bookingId: booking!.id, guestId: guest.id });
  return { bookingId: booking!.id, guestId: guest.id };
}

/** An SMS of hotel A handed to a provider, waiting for its delivery report. */
async function sendingSms(provider: 'seven' | 'twilio', providerMessageId: string) {
  const [row] = await t.db
    .insert(guestNotifications)
    .values({
      hotelId: hotelA.id,
      bookingId: hotelA.bookingId,
      guestId: hotelA.guestId,
      message: 'check_in',
      gateway: 'sms',
      language: 'de',
      status: 'sending',
      recipient: '+4915112345678',
      provider,
      providerMessageId,
      scheduledFor: new Date(),
      sentAt: new Date(),
    })
    .returning();
  return row!.id;
}

async function notification(id: string) {
  const [row] = await t.db.select().from(guestNotifications).where(eq(guestNotifications.id, id));
  return { status: row!.status, reason: row!.reason, deliveredAt: row!.deliveredAt };
}

async function bellEntries(id: string) {
  return t.db
    .select()
    .from(staffNotifications)
    .where(eq(staffNotifications.guestNotificationId, id));
}

let secrets: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const a = await configuredHotel();
  const b = await configuredHotel();
  hotelA = { id: a.id, sid: a.sid, ...(await createBooking(a.id)) };
  hotelB = { id: b.id, sid: b.sid };
  secrets = { [a.id]: a.secret, [b.id]: b.secret };
});
afterAll(() => t.close());

/** A seven.io DLR as seven.io posts it, signed as their WebhookVerifier checks it. */
function postSeven(
  hotelId: string,
  data: { msg_id: string; status: string },
  sign: { secret?: string; timestamp?: number } = {},
) {
  const path = `/api/webhooks/sms/seven/${hotelId}`;
  const body = JSON.stringify({
    webhook_event: 'dlr',
    webhook_timestamp: '2030-04-30 10:00:00',
    data: { ...data, status_time: '2030-04-30 10:00:00' },
  });
  const timestamp = String(sign.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = randomUUID();
  const signature = sevenSignature({
    secret: sign.secret ?? secrets[hotelId]!,
    timestamp,
    nonce,
    method: 'POST',
    url: `${TEST_APP_URL}${path}`,
    body,
  });
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      'x-signature': signature,
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'accept-language': 'en',
    },
    payload: body,
  });
}

/** A Twilio status callback (form), signed with X-Twilio-Signature. */
function postTwilio(
  hotelId: string,
  params: Record<string, string>,
  sign: { authToken?: string; accountSid?: string } = {},
) {
  const path = `/api/webhooks/sms/twilio/${hotelId}`;
  const form = {
    AccountSid: sign.accountSid ?? (hotelId === hotelA.id ? hotelA.sid : hotelB.sid),
    From: '+4930123456',
    To: '+4915112345678',
    ApiVersion: '2010-04-01',
    ...params,
  };
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(
        sign.authToken ?? TWILIO_TOKEN,
        `${TEST_APP_URL}${path}`,
        form,
      ),
      'accept-language': 'de',
    },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('Twilio’s documented signature', () => {
  it('matches the example of Twilio’s security docs', () => {
    expect(
      twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', {
        CallSid: 'CA1234567890ABCDE',
        Caller: '+12349013030',
        Digits: '1234',
        From: '+12349013030',
        To: '+18005551212',
      }),
    ).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });
});

describe('seven.io delivery reports', () => {
  it('a signed DELIVERED report marks the SMS delivered', async () => {
    const id = await sendingSms('seven', '77000001');
    const response = await postSeven(hotelA.id, { msg_id: '77000001', status: 'DELIVERED' });
    expect(response.statusCode).toBe(200);
    expect(await notification(id)).toMatchObject({ status: 'delivered', reason: null });
    expect((await notification(id)).deliveredAt).toBeInstanceOf(Date);
  });

  it('an intermediate report (BUFFERED) changes nothing', async () => {
    const id = await sendingSms('seven', '77000002');
    expect(
      (await postSeven(hotelA.id, { msg_id: '77000002', status: 'BUFFERED' })).statusCode,
    ).toBe(200);
    expect(await notification(id)).toMatchObject({ status: 'sending' });
  });

  it('NOTDELIVERED fails it as unclassified with one bell entry, however often it is reported', async () => {
    const id = await sendingSms('seven', '77000003');
    for (let i = 0; i < 2; i++) {
      const response = await postSeven(hotelA.id, { msg_id: '77000003', status: 'NOTDELIVERED' });
      expect(response.statusCode).toBe(200);
    }
    expect(await notification(id)).toMatchObject({ status: 'failed', reason: 'unclassified' });
    expect(await bellEntries(id)).toEqual([
      expect.objectContaining({
        kind: 'delivery_failed',
        hotelId: hotelA.id,
        bookingId: hotelA.bookingId,
      }),
    ]);
    // A late DELIVERED does not turn a final failure around.
    await postSeven(hotelA.id, { msg_id: '77000003', status: 'DELIVERED' });
    expect(await notification(id)).toMatchObject({ status: 'failed' });
  });

  it('refuses a wrong signature with 401 and a translated message, changing nothing', async () => {
    const id = await sendingSms('seven', '77000004');
    const response = await postSeven(
      hotelA.id,
      { msg_id: '77000004', status: 'DELIVERED' },
      { secret: 'not-the-hotels-secret' },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'The delivery report is not signed by the SMS provider',
    });
    expect(await notification(id)).toMatchObject({ status: 'sending' });
  });

  it('refuses a report signed more than five minutes ago (a replay)', async () => {
    const id = await sendingSms('seven', '77000005');
    const response = await postSeven(
      hotelA.id,
      { msg_id: '77000005', status: 'DELIVERED' },
      { timestamp: Math.floor(Date.now() / 1000) - 301 },
    );
    expect(response.statusCode).toBe(401);
    expect(await notification(id)).toMatchObject({ status: 'sending' });
  });

  it('refuses a report without signature headers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/sms/seven/${hotelA.id}`,
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      payload: { webhook_event: 'dlr', data: { msg_id: '1', status: 'DELIVERED' } },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Der Zustellbericht ist nicht vom SMS-Anbieter signiert');
  });

  it('another hotel’s URL cannot touch the message, even signed with that hotel’s own secret', async () => {
    const id = await sendingSms('seven', '77000006');
    const ownSecret = await postSeven(hotelB.id, { msg_id: '77000006', status: 'NOTDELIVERED' });
    expect(ownSecret.statusCode).toBe(200);
    const aSecret = await postSeven(
      hotelB.id,
      { msg_id: '77000006', status: 'NOTDELIVERED' },
      { secret: secrets[hotelA.id] },
    );
    expect(aSecret.statusCode).toBe(401);
    expect(await notification(id)).toMatchObject({ status: 'sending' });
    expect(await bellEntries(id)).toEqual([]);
  });

  it('answers 200 to a report of an unknown message (providers would retry) and changes nothing', async () => {
    const response = await postSeven(hotelA.id, { msg_id: '99999999', status: 'DELIVERED' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a body over 16 KB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/sms/seven/${hotelA.id}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(17 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('Twilio status callbacks', () => {
  it('a signed "delivered" callback marks the SMS delivered; "sent" before it changes nothing', async () => {
    const sid = `SM${randomUUID().replaceAll('-', '')}`;
    const id = await sendingSms('twilio', sid);
    expect(
      (await postTwilio(hotelA.id, { MessageSid: sid, MessageStatus: 'sent' })).statusCode,
    ).toBe(200);
    expect(await notification(id)).toMatchObject({ status: 'sending' });
    expect(
      (await postTwilio(hotelA.id, { MessageSid: sid, MessageStatus: 'delivered' })).statusCode,
    ).toBe(200);
    expect(await notification(id)).toMatchObject({ status: 'delivered' });
  });

  it('"undelivered" with ErrorCode 30007 fails it as domain reputation, one bell entry for two reports', async () => {
    const sid = `SM${randomUUID().replaceAll('-', '')}`;
    const id = await sendingSms('twilio', sid);
    for (let i = 0; i < 2; i++) {
      const response = await postTwilio(hotelA.id, {
        MessageSid: sid,
        MessageStatus: 'undelivered',
        ErrorCode: '30007',
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await notification(id)).toMatchObject({ status: 'failed', reason: 'domain_reputation' });
    expect(await bellEntries(id)).toHaveLength(1);
  });

  it('"failed" with 21610 (the guest sent STOP) is muted', async () => {
    const sid = `SM${randomUUID().replaceAll('-', '')}`;
    const id = await sendingSms('twilio', sid);
    await postTwilio(hotelA.id, { MessageSid: sid, MessageStatus: 'failed', ErrorCode: '21610' });
    expect(await notification(id)).toMatchObject({ status: 'failed', reason: 'muted' });
  });

  it('refuses a wrong signature with 401 in the caller’s language, changing nothing', async () => {
    const sid = `SM${randomUUID().replaceAll('-', '')}`;
    const id = await sendingSms('twilio', sid);
    const response = await postTwilio(
      hotelA.id,
      { MessageSid: sid, MessageStatus: 'delivered' },
      { authToken: 'another-token' },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Der Zustellbericht ist nicht vom SMS-Anbieter signiert');
    expect(await notification(id)).toMatchObject({ status: 'sending' });
  });

  it('another hotel’s URL cannot touch the message', async () => {
    const sid = `SM${randomUUID().replaceAll('-', '')}`;
    const id = await sendingSms('twilio', sid);
    const response = await postTwilio(hotelB.id, {
      MessageSid: sid,
      MessageStatus: 'failed',
      ErrorCode: '21211',
    });
    expect(response.statusCode).toBe(200);
    // Hotel A's account posting to hotel B's URL: B's account SID does not match.
    const crossed = await postTwilio(
      hotelB.id,
      { MessageSid: sid, MessageStatus: 'failed', ErrorCode: '21211' },
      { accountSid: hotelA.sid },
    );
    expect(crossed.statusCode).toBe(200);
    expect(await notification(id)).toMatchObject({ status: 'sending' });
  });
});
