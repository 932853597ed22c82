import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { bearer, createUser, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createEmailSender } from './email-sender';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = (to: string) => ({
  to,
  subject: 'Subject',
  text: 'Text http://pms.test/x',
  html: '<p>Text</p>',
  link: 'http://pms.test/x',
});

/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('email sender', () => {
  it('keeps the message in the outbox and logs its link when no SMTP_URL is set', async () => {
    const lines: string[] = [];
    const logger = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    }).log;
    const sender = createEmailSender({
      db: t.db,
      logger,
      smtpUrl: undefined,
      mailFrom: 'x@pms.test',
    });
    expect(sender.transport).toBe('outbox');
    await sender.send(message('outbox@example.com'));
    const [row] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'outbox@example.com'));
    expect(row).toMatchObject({
      transport: 'outbox',
      subject: 'Subject',
      link: 'http://pms.test/x',
    });
    expect(lines.join('\n')).toContain('http://pms.test/x');
  });

  it('records an SMTP failure on the message instead of failing the caller', async () => {
    const logger = Fastify({ logger: { level: 'silent' } }).log;
    const sender = createEmailSender({
      db: t.db,
      logger,
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      mailFrom: 'x@pms.test',
    });
    expect(sender.transport).toBe('smtp');
    await sender.send(message('smtp@example.com'));
    const [row] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'smtp@example.com'));
    expect(row).toMatchObject({ transport: 'smtp', sentAt: null });
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('shows the active transport in the admin stats', async () => {
    const smtpApp = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const admin = await createUser(smtpApp.db, { superAdmin: true });
      const stats = await smtpApp.app.inject({
        method: 'GET',
        url: '/api/admin/stats',
        headers: bearer(await loginAs(smtpApp.app, admin)),
      });
      expect(stats.json().emailTransport).toBe('smtp');
    } finally {
      await smtpApp.close();
    }
  });
});
