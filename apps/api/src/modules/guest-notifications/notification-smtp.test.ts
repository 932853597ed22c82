import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notificationScene } from './notification-test-scene';

/**
 * A real SMTP round trip: a local SMTP server (smtp-server) receives what the app sends over
 * SMTP_URL, and the test reads the message back. One mailbox answers 550 like a real server.
 */
const received: ParsedMail[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('gone-')) {
      return callback(
        Object.assign(new Error('5.1.1 Mailbox unavailable: user unknown'), { responseCode: 550 }),
      );
    }
    callback();
  },
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push(mail);
        callback();
      })
      .catch(callback);
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(resolve));
});

const mailTo = (address: string) =>
  received.find((mail) =>
    (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to?.text.includes(address)),
  );

describe('guest email over SMTP', () => {
  it('delivers the rendered German and English confirmations to the SMTP server', async () => {
    const de = await notificationScene(t, {
      guest: { firstName: 'Erika', lastName: 'Schröder', gender: 'ms', language: 'de' },
    });
    const en = await notificationScene(t, {
      guest: { firstName: 'John', lastName: 'Smith', gender: 'mr', language: 'en' },
    });
    await de.confirm();
    await en.confirm();

    const german = mailTo(de.guest.email)!;
    expect(german.subject).toBe(
      `Ihre Buchung ${de.booking.number} im ${de.hotel.name} ist bestätigt`,
    );
    expect(german.text).toContain('Sehr geehrte Frau Schröder,');
    expect(german.text).toContain('Anreise: 01.05.2031 ab 15:00 Uhr');
    expect(german.text).toContain('Abreise: 03.05.2031 bis 11:00 Uhr');
    expect(german.html).toContain('Sehr geehrte Frau Schröder,');
    expect(german.from?.text).toContain('no-reply@pms.test');

    const english = mailTo(en.guest.email)!;
    expect(english.subject).toBe(
      `Your booking ${en.booking.number} at ${en.hotel.name} is confirmed`,
    );
    expect(english.text).toContain('Dear Mr Smith,');
    expect(english.text).toContain('Arrival: 01.05.2031 from 15:00');

    expect(await de.row('booking_confirmed')).toMatchObject({
      status: 'delivered',
      provider: 'smtp',
      reason: null,
    });
  });

  it('records a 550 rejection as failed with mailbox_unavailable', async () => {
    const scene = await notificationScene(t, {
      guest: { email: `gone-${Date.now()}@example.com` },
    });
    await scene.confirm();
    expect(await scene.row('booking_confirmed')).toMatchObject({
      status: 'failed',
      reason: 'mailbox_unavailable',
      provider: 'smtp',
      deliveredAt: null,
    });
  });
});
