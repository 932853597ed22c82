import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { failedJobs } from '../../db/schema-platform';
import { createAppJobs } from '../../jobs/app-jobs';
import { bearer, createUser, loginAs } from '../../test/factories';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';

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

/** The application's jobs on the test database, as a worker with its own logger. */
async function jobsWith(smtpUrl: string | undefined, lines: string[] = []) {
  const logger = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  }).log;
  const jobs = createAppJobs(testConfig({ smtpUrl }), t.database, logger);
  await jobs.runtime.start();
  return jobs;
}

const outboxRow = async (to: string) =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)))[0];

describe('email sender', () => {
  it('queues the message in the caller, then the job delivers it to the local outbox and logs its link', async () => {
    const lines: string[] = [];
    const jobs = await jobsWith(undefined, lines);
    expect(jobs.emailSender.transport).toBe('outbox');
    await jobs.emailSender.send(message('outbox@example.com'));
    expect(await outboxRow('outbox@example.com')).toMatchObject({
      transport: 'outbox',
      status: 'queued',
      attempts: 0,
      link: 'http://pms.test/x',
    });
    expect(lines.join('\n')).not.toContain('http://pms.test/x');

    await jobs.runtime.runPending();
    const sent = await outboxRow('outbox@example.com');
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(sent?.lastAttemptAt).toBeInstanceOf(Date);
    expect(lines.join('\n')).toContain('http://pms.test/x');
    // Delivered once: running the queue again sends nothing more.
    await jobs.runtime.runPending({ includeDelayed: true });
    expect((await outboxRow('outbox@example.com'))?.attempts).toBe(1);
  });

  it('queues into the caller’s transaction: a later failure there takes the email back too', async () => {
    const jobs = await jobsWith(undefined);
    await t.db.transaction(async (tx) => {
      await jobs.emailSender.send(message('committed@example.com'), { tx });
    });
    expect(await outboxRow('committed@example.com')).toMatchObject({ status: 'queued' });
    const failing = t.db.transaction(async (tx) => {
      await jobs.emailSender.send(message('rolled-back@example.com'), { tx });
      throw new Error('a later step of the change failed');
    });
    await expect(failing).rejects.toThrow('a later step of the change failed');
    expect(await outboxRow('rolled-back@example.com')).toBeUndefined();

    await jobs.runtime.runPending();
    expect(await outboxRow('committed@example.com')).toMatchObject({ status: 'sent' });
    expect(await outboxRow('rolled-back@example.com')).toBeUndefined();
  });

  it('retries an SMTP failure with backoff, records each try, and after the last marks it failed', async () => {
    const jobs = await jobsWith(`smtp://127.0.0.1:${await closedPort()}`);
    expect(jobs.emailSender.transport).toBe('smtp');
    await jobs.emailSender.send(message('smtp@example.com'));

    await jobs.runtime.runPending();
    const first = await outboxRow('smtp@example.com');
    expect(first).toMatchObject({ transport: 'smtp', status: 'queued', attempts: 1, sentAt: null });
    expect(first?.error).toMatch(/ECONNREFUSED|connect/i);
    // The retry waits for its backoff: running the queue now does not try again.
    await jobs.runtime.runPending();
    expect((await outboxRow('smtp@example.com'))?.attempts).toBe(1);

    await jobs.runtime.runPending({ includeDelayed: true });
    const last = await outboxRow('smtp@example.com');
    expect(last).toMatchObject({ status: 'failed', attempts: 6, sentAt: null });
    const failed = await t.db
      .select()
      .from(failedJobs)
      .where(eq(failedJobs.data, { emailId: last!.id }));
    expect(failed).toEqual([
      expect.objectContaining({ queue: 'email.send', attempts: 6, hotelId: null }),
    ]);
    expect(failed[0]!.error).toMatch(/ECONNREFUSED|connect/i);
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
      expect(stats.json().transports.email).toBe('smtp');
    } finally {
      await smtpApp.close();
    }
  });
});
