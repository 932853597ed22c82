import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Database, Db } from '../db/client';
import { createTestDatabase } from './test-database';

export const TEST_APP_URL = 'http://pms.test';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: '/nonexistent/test-data',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    secretsKey: Buffer.alloc(32, 7),
    appUrl: TEST_APP_URL,
    smtpUrl: undefined,
    mailFrom: 'Hotel PMS <no-reply@pms.test>',
    webDist: '/nonexistent/web-dist',
    seedDemo: false,
    // The test is the worker: it runs the queued jobs with drainJobs (test/jobs.ts).
    role: 'web',
    jobs: { maintenanceSeconds: 60, cleaningSweepSeconds: 600, testEventHandlerDelayMs: 0 },
    logLevel: 'silent',
    rateLimit: {
      loginMax: 1000,
      resetMax: 1000,
      loginFailuresPerAccount: 1000,
      loginFailuresPerIp: 1000,
      passwordChangesPerUser: 1000,
      mailsPerAddress: 1000,
      mailsPerIp: 1000,
      publicBookingsPerIp: 1000,
      guestAuthPerIp: 1000,
      apiKeyPerMinute: 10_000,
    },
    corsOrigins: [],
    testCheckout: true,
    webhooks: { allowPrivateUrls: true, retryDelaySeconds: 1 },
    smb: { smbclientPath: 'smbclient', timeoutSeconds: 10 },
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /**
   * The test's worker (test apps are ROLE=web): relays pending domain events and runs every
   * queued job now, on the real queue in the test's database.
   */
  runJobs(options?: { includeDelayed?: boolean }): Promise<void>;
  close(): Promise<void>;
}

/**
 * buildApp on a fresh migrated database of its own. Call once per test file (beforeAll) and
 * close in afterAll; tests in a file share the database, so give each test its own users.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: {
    /** Registers extra (test-only) routes before the app is ready, e.g. to exercise guards. */
    extend?: (app: FastifyInstance) => void | Promise<void>;
    /** Receives every log line (set `logLevel` in the overrides to see more than nothing). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const app = await buildApp(testConfig(overrides), {
    database: testDatabase.database,
    logStream: options.logStream,
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    db: testDatabase.database.db,
    database: testDatabase.database,
    runJobs: (runOptions) => app.jobs.runPending(runOptions),
    async close() {
      await app.close();
      await testDatabase.destroy();
    },
  };
}
