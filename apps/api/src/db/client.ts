import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import * as accountSchema from './schema';
import * as setupSchema from './schema-setup';
import * as bookingSchema from './schema-bookings';
import * as operationsSchema from './schema-operations';
import * as platformSchema from './schema-platform';
import * as notificationSchema from './schema-notifications';
import * as guestAppSchema from './schema-guest-app';
import * as locksSchema from './schema-locks';
import * as channelsSchema from './schema-channels';
import * as integrationsSchema from './schema-integrations';
import * as adminSchema from './schema-admin';

const schema = {
  ...accountSchema,
  ...setupSchema,
  ...bookingSchema,
  ...operationsSchema,
  ...platformSchema,
  ...notificationSchema,
  ...guestAppSchema,
  ...locksSchema,
  ...channelsSchema,
  ...integrationsSchema,
  ...adminSchema,
};

/** The drizzle API both drivers share; repositories only see this, so they run on either. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Drizzle's transaction handle: the same query API as Db, inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Raw SQL on the database's own connection(s), in the shape pg-boss's `db` option expects. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Connections per process. Under 50 concurrent requests on 2 cores, 5, 10 and 20 served the
 * same within the noise of the measurement (issue 19, docs/performance.md); 10 keeps the
 * backends each web process holds on the server few.
 */
export const DEFAULT_POOL_MAX = 10;

/** Any constant: it only has to differ from other advisory locks taken on the same database. */
const MIGRATION_LOCK_KEY = 7_305_412_001;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies every pending migration of apps/api/drizzle (idempotent). On PostgreSQL under an
   * advisory lock, so processes that start together migrate one after the other.
   */
  migrate(): Promise<void>;
  sql: SqlExecutor;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (tests start from a migrated snapshot). */
  dump?: () => Promise<Blob>;
}

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** Pool connections (DATABASE_POOL_MAX); 10 when unset. */
      poolMax?: number;
      /** An idle pooled connection failed (e.g. the server restarted); the pool reconnects. */
      onIdleConnectionError?: (error: Error) => void;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolMax ?? DEFAULT_POOL_MAX,
    });
    // Without a listener, an error on an idle connection would crash the process.
    pool.on(
      'error',
      target.onIdleConnectionError ??
        ((error) => console.error('PostgreSQL connection error:', error.message)),
    );
    const db = drizzleNodePostgres(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(target.url),
      sql: { executeSql: (text, values) => pool.query(text, values) },
      close: () => pool.end(),
    };
  }
  // In memory when no folder is given (tests); a folder keeps the data across restarts.
  if (target.dataDir) mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    extensions: { btree_gist },
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: migrationsDir });
    },
    sql: {
      // pg-boss sends several statements in one text when it has no parameters: only exec runs those.
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * A session-level advisory lock on a connection of its own: the second and third process wait
 * here, then find nothing left to apply. The lock ends with the connection even if we crash.
 */
async function migrateUnderLock(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePostgres(drizzleNodePostgres(client, { schema }), {
      migrationsFolder: migrationsDir,
    });
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } finally {
    await client.end();
  }
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite on disk in DATA_DIR/pglite. */
export function databaseTargetFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  databasePoolMax?: number;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}
