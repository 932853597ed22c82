import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { adminConnection, databaseUrlFor } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL run: the migrated template each test file's database is copied from. */
    templateDatabase: string;
    /** PGlite run: a migrated data directory that each test file loads instead of migrating. */
    pgliteSnapshot: string;
  }
}

/**
 * Migrates once per run. Test files then start from a copy: CREATE DATABASE … TEMPLATE on
 * PostgreSQL, or a loaded data-dir dump on PGlite (about 1 s instead of 5 s for initdb+migrate).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const templateName = `hotel_test_template_${randomBytes(4).toString('hex')}`;
    const admin = await adminConnection(serverUrl);
    await admin.query(`CREATE DATABASE "${templateName}"`);
    const template = await openDatabase({
      kind: 'postgres',
      url: databaseUrlFor(serverUrl, templateName),
    });
    await template.migrate();
    await template.close();
    project.provide('templateDatabase', templateName);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
      await admin.end();
    };
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'hotel-api-test-'));
  const snapshotFile = path.join(folder, 'migrated.tar');
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const dump = await database.dump!();
  await writeFile(snapshotFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templateDatabase', '');
  project.provide('pgliteSnapshot', snapshotFile);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
