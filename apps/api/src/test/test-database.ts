import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { adminConnection, databaseUrlFor } from './postgres-admin';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the per-file database. */
  destroy(): Promise<void>;
}

/** A fresh, migrated database for one test file (see global-setup.ts). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templateName = inject('templateDatabase');
  if (serverUrl && templateName) {
    const name = `hotel_test_${randomBytes(6).toString('hex')}`;
    const admin = await adminConnection(serverUrl);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
    const database = await openDatabase({
      kind: 'postgres',
      url: databaseUrlFor(serverUrl, name),
      // DROP DATABASE … WITH (FORCE) below ends connections the pool is still closing.
      onIdleConnectionError: () => {},
    });
    return {
      database,
      async destroy() {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const snapshot = await readFile(inject('pgliteSnapshot'));
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([snapshot]) });
  return { database, destroy: () => database.close() };
}
