import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The same server, another database: tests create and drop databases next to TEST_DATABASE_URL's. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminConnection(serverUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  return client;
}

/** A new empty database on the server, named `<prefix>_<random>`, and its URL. */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = await adminConnection(serverUrl);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return { name, url: databaseUrlFor(serverUrl, name) };
}

/** Drops the scratch databases, connections and all. */
export async function dropScratchDatabases(serverUrl: string, names: readonly string[]) {
  const admin = await adminConnection(serverUrl);
  for (const name of names) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
