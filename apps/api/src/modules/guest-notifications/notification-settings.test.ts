import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../db/schema';
import { bookings } from '../../db/schema-bookings';
import { createSecretBox } from '../../lib/secret-box';
import { createCredentialsService } from '../credentials';
import { bearer, bearerEn, createMember, createOwnedHotel, loginAs } from '../../test/factories';
import { createBooking } from '../../test/payment-factories';
import { createGuest, createRooms, createRoomType } from '../../test/reservation-factories';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { DEFAULT_TEMPLATES } from './default-templates';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/settings/notifications';

async function settingsOf(token: string, hotelId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: URL,
    headers: bearerEn(token, hotelId),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Issues as a caller reads them: where, and what it says. */
const messagesOf = (response: { json(): { issues: { path: string; message: string }[] } }) =>
  response.json().issues.map(({ path, message }) => ({ path, message }));

/** The GET answer without what only the server says (gateways, credentials, webhook). */
const saveable = (settings: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(settings).filter(
      ([key]) => !['gateways', 'smsCredentials', 'smsWebhookUrl'].includes(key),
    ),
  );

describe('GET /api/settings/notifications', () => {
  it('gives a new hotel the defaults: email on, SMS off, 24 hours, German and English templates', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const settings = await settingsOf(token, hotel.id);
    expect(settings).toMatchObject({
      languages: ['de', 'en'],
      emailEnabled: true,
      smsEnabled: false,
      hoursInAdvance: 24,
      sendResetCode: true,
      smsSender: '',
      gateways: { email: 'outbox', sms: 'outbox' },
      smsCredentials: { configured: false, last4: null, accountSid: null },
      smsWebhookUrl: null,
    });
    expect(settings.allowedCountries).toEqual(expect.arrayContaining(['DE', 'AT', 'CH']));
    expect(settings.templates).toEqual(DEFAULT_TEMPLATES);
    expect(settings.templates.check_in.de.body).toContain('{{ access_code }}');
  });

  it('names SMTP and a configured SMS provider with its webhook URL', async () => {
    const smtp = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const { hotel, token } = await createOwnedHotel(smtp.app, smtp.db);
      await smtp.db
        .update(hotels)
        .set({ notifications: { smsProvider: 'seven' } })
        .where(eq(hotels.id, hotel.id));
      const credentials = createCredentialsService({
        db: smtp.db,
        secretBox: createSecretBox(testConfig().secretsKey),
      });
      const response = await smtp.app.inject({
        method: 'GET',
        url: URL,
        headers: bearerEn(token, hotel.id),
      });
      expect(response.json()).toMatchObject({
        gateways: { email: 'smtp', sms: 'outbox' },
        smsWebhookUrl: `http://pms.test/api/webhooks/sms/seven/${hotel.id}`,
      });
      await credentials.put(hotel.id, 'sms.seven_api_key', 'seven-key-0123456789abcd');
      // Not yet complete: without the signing secret no delivery report could be checked.
      const keyOnly = await smtp.app.inject({
        method: 'GET',
        url: URL,
        headers: bearerEn(token, hotel.id),
      });
      expect(keyOnly.json()).toMatchObject({ gateways: { sms: 'outbox' } });
      await credentials.put(hotel.id, 'sms.seven_signing_secret', 'seven-signing-secret');
      const after = await smtp.app.inject({
        method: 'GET',
        url: URL,
        headers: bearerEn(token, hotel.id),
      });
      expect(after.json()).toMatchObject({
        gateways: { sms: 'seven' },
        smsCredentials: { configured: true, last4: 'abcd', accountSid: null },
      });
    } finally {
      await smtp.close();
    }
  });

  it('is refused without manageHotel (403)', async () => {
    const { hotel } = await createOwnedHotel(t.app, t.db);
    const member = await createMember(t.db, hotel.id, ['manageBookings']);
    const token = await loginAs(t.app, member);
    for (const [method, url] of [
      ['GET', URL],
      ['PUT', URL],
      ['POST', `${URL}/preview`],
      ['GET', `${URL}/outbox`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: bearerEn(token, hotel.id),
        payload: method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('PUT /api/settings/notifications', () => {
  it('saves every field and keeps the SMS provider the provider endpoint set', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    await t.db
      .update(hotels)
      .set({ notifications: { smsProvider: 'twilio', twilioAccountSid: `AC${'a'.repeat(32)}` } })
      .where(eq(hotels.id, hotel.id));
    const settings = saveable(await settingsOf(token, hotel.id));
    const templates = structuredClone(DEFAULT_TEMPLATES);
    templates.check_in.en.sms = 'Code {{ access_code }} for {{ guest_first_name }}';
    const response = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: bearerEn(token, hotel.id),
      payload: { ...settings, smsEnabled: true, hoursInAdvance: 48, languages: ['en'], templates },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      smsEnabled: true,
      hoursInAdvance: 48,
      languages: ['en'],
      smsCredentials: { accountSid: `AC${'a'.repeat(32)}` },
      smsWebhookUrl: `http://pms.test/api/webhooks/sms/twilio/${hotel.id}`,
    });
    expect((await settingsOf(token, hotel.id)).templates.check_in.en.sms).toBe(
      'Code {{ access_code }} for {{ guest_first_name }}',
    );
    const [row] = await t.db.select().from(hotels).where(eq(hotels.id, hotel.id));
    expect(row!.notifications).toMatchObject({ smsProvider: 'twilio' });
  });

  it('names an unknown variable and an unreadable line, in German and English', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const settings = saveable(await settingsOf(token, hotel.id));
    const templates = structuredClone(DEFAULT_TEMPLATES);
    templates.booking_confirmed.de.body = 'Hallo {{ guest_nam }}';
    templates.check_in.en.subject = 'Line one {% if nights %}';
    templates.access_code_reset.en.sms = 'one\ntwo\n{{ access_code ';
    const put = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: URL, headers, payload: { ...settings, templates } });

    const en = await put(bearerEn(token, hotel.id));
    expect(en.statusCode).toBe(400);
    expect(messagesOf(en)).toEqual([
      {
        path: 'templates.booking_confirmed.de.body',
        message: 'Unknown variable: guest_nam',
      },
      {
        path: 'templates.check_in.en.subject',
        message: 'The template cannot be read (line 1): please check its brackets and tags',
      },
      {
        path: 'templates.access_code_reset.en.sms',
        message: 'The template cannot be read (line 3): please check its brackets and tags',
      },
    ]);
    const de = await put(bearer(token, hotel.id));
    expect(de.json().issues.map((issue: { message: string }) => issue.message)).toEqual([
      'Unbekannte Variable: guest_nam',
      'Die Vorlage ist nicht lesbar (Zeile 1): Bitte prüfen Sie Klammern und Tags',
      'Die Vorlage ist nicht lesbar (Zeile 3): Bitte prüfen Sie Klammern und Tags',
    ]);
  });

  it('refuses the contract fields with their messages in German and English', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const settings = saveable(await settingsOf(token, hotel.id));
    const payload = {
      ...settings,
      languages: [],
      hoursInAdvance: 0,
      allowedCountries: ['Germany'],
      smsSender: 'Hotel-Sonne!',
    };
    const en = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: bearerEn(token, hotel.id),
      payload,
    });
    expect(en.statusCode).toBe(400);
    expect(messagesOf(en)).toEqual(
      expect.arrayContaining([
        { path: 'languages', message: 'Please choose at least one language' },
        { path: 'hoursInAdvance', message: 'Please enter a whole number of hours from 1 to 336' },
        { path: 'allowedCountries.0', message: 'Please use two-letter country codes such as DE' },
        {
          path: 'smsSender',
          message: 'Up to 11 letters and digits, or a phone number of up to 16 digits',
        },
      ]),
    );
    const de = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: bearer(token, hotel.id),
      payload,
    });
    expect(messagesOf(de)).toEqual(
      expect.arrayContaining([
        { path: 'languages', message: 'Bitte wählen Sie mindestens eine Sprache' },
        {
          path: 'hoursInAdvance',
          message: 'Bitte geben Sie eine ganze Zahl von 1 bis 336 Stunden ein',
        },
      ]),
    );
  });
});

describe('POST /api/settings/notifications/preview', () => {
  const preview = (token: string, hotelId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `${URL}/preview`,
      headers: bearerEn(token, hotelId),
      payload,
    });

  it('renders the unsaved template with the next arrival in the hotel date format and currency', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const roomType = await createRoomType(t.db, hotel.id, { name: 'Garden double' });
    const [room] = await createRooms(t.db, hotel.id, roomType.id, 1, 12);
    const guest = await createGuest(t.db, hotel.id, {
      firstName: 'Jörg',
      lastName: 'Müller',
      gender: 'mr',
    });
    const booking = await createBooking(t.app, token, hotel.id, {
      roomType: roomType.id,
      room: room!.id,
      mainGuest: guest.id,
    });
    const response = await preview(token, hotel.id, {
      message: 'check_in',
      language: 'de',
      template: {
        subject: 'Buchung {{ booking_number }}',
        body: '{{ salutation }} {{ arrival }}–{{ departure }}, {{ nights }} Nächte, Zimmer {{ room }} ({{ room_type }}), {{ open_balance }}',
        sms: '{{ guest_app_link }} {{ check_in_time }}',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      subject: `Buchung ${booking.number}`,
      body: `Sehr geehrter Herr Müller, 01.05.2031–03.05.2031, 2 Nächte, Zimmer 12 (Garden double), ${new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(booking.price / 100)}`,
      sms: `http://pms.test/guest_app/${hotel.symbolCode} 15:00`,
      bookingNumber: booking.number,
    });
    const en = await preview(token, hotel.id, {
      message: 'check_in',
      language: 'en',
      bookingId: booking._id,
      template: { subject: '', body: '{{ salutation }} {{ open_balance }}', sms: '' },
    });
    expect(en.json().body).toBe(`Dear Mr Müller, €${(booking.price / 100).toFixed(2)}`);
  });

  it('gives the door code only once the guest app would: after self check-in where it is offered', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const roomType = await createRoomType(t.db, hotel.id);
    const [room] = await createRooms(t.db, hotel.id, roomType.id, 1, 7);
    const guest = await createGuest(t.db, hotel.id);
    const booking = await createBooking(t.app, token, hotel.id, {
      roomType: roomType.id,
      room: room!.id,
      mainGuest: guest.id,
    });
    const codeOf = async (language: 'de' | 'en') =>
      (
        await preview(token, hotel.id, {
          message: 'check_in',
          language,
          bookingId: booking._id,
          template: { subject: '', body: '{{ access_code }}', sms: '' },
        })
      ).json().body;
    expect(await codeOf('en')).toBe(booking.accessCode);

    await t.db
      .update(hotels)
      .set({ setting: sql`${hotels.setting} || '{"self_check_in": true}'::jsonb` })
      .where(eq(hotels.id, hotel.id));
    expect(await codeOf('en')).toBe('in the guest app once your access is granted');
    expect(await codeOf('de')).toBe('in der Gäste-App, sobald Ihr Zugang freigegeben ist');

    await t.db
      .update(bookings)
      .set({ selfCheckInCompleted: true })
      .where(eq(bookings.id, booking._id));
    expect(await codeOf('en')).toBe(booking.accessCode);
  });

  it('uses clearly made-up data in a hotel without bookings, and refuses another hotel’s booking', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const template = { subject: '{{ guest_name }}', body: '{{ room }}', sms: '' };
    const sample = await preview(token, hotel.id, {
      message: 'booking_confirmed',
      language: 'en',
      template,
    });
    expect(sample.json()).toMatchObject({
      subject: 'Erika Mustermann',
      body: '101',
      bookingNumber: null,
    });

    const other = await createOwnedHotel(t.app, t.db);
    const roomType = await createRoomType(t.db, other.hotel.id);
    await createRooms(t.db, other.hotel.id, roomType.id, 1);
    const foreign = await createBooking(t.app, other.token, other.hotel.id, {
      roomType: roomType.id,
    });
    const refused = await preview(token, hotel.id, {
      message: 'booking_confirmed',
      language: 'en',
      bookingId: foreign._id,
      template,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('names an unknown variable of the unsaved template', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const response = await preview(token, hotel.id, {
      message: 'check_in',
      language: 'en',
      template: { subject: '', body: '{{ door_code }}', sms: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([
      { path: 'template.body', message: 'Unknown variable: door_code' },
    ]);
  });

  // curl -X POST /api/settings/notifications/preview -d '{"template":{"body":"{% include \'.data/jwt-secret\' %}"}}'
  it('never reads a file: include, render and layout are refused as unreadable templates', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    for (const body of [
      "{% include '.data/jwt-secret' %}",
      "{% render 'package.json' %}",
      "{% layout '.data/secrets-key' %}",
    ]) {
      const response = await preview(token, hotel.id, {
        message: 'check_in',
        language: 'en',
        template: { subject: '', body, sms: '' },
      });
      expect(response.statusCode, body).toBe(400);
      expect(messagesOf(response)).toEqual([
        {
          path: 'template.body',
          message: 'The template cannot be read (line 1): please check its brackets and tags',
        },
      ]);
    }
  });

  it('refuses a template that a loop makes too long, instead of rendering megabytes', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const response = await preview(token, hotel.id, {
      message: 'check_in',
      language: 'en',
      template: {
        subject: '',
        body: '',
        sms: '{% for i in (1..999999) %}{{ hotel_name }}{% endfor %}',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([
      {
        path: 'template.sms',
        message: 'With the booking’s data the text gets too long: at most 2000 characters',
      },
    ]);
  });
});
