import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Database, Db } from '../db/client';
import { createTestDatabase } from './test-database';
import { TEST_APP_URL, testConfig } from './test-config';

export { TEST_APP_URL, testConfig };

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
