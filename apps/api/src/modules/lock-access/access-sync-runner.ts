import { sql } from 'drizzle-orm';
import type { LockProviderFor } from '../../adapters/locks/resolve-lock-provider';
import type { Database, Db, Tx } from '../../db/client';
import { reconcileBookingAccess, type AccessSyncOutcome } from './access-sync';
import type { LockSyncJob } from './lock-sync-queue';

/** PGlite: per booking id, the end of the line of syncs waiting in this process. */
const tails = new Map<string, Promise<void>>();

/** Runs `work` after every earlier call for the same key in this process has finished. */
async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  let release!: () => void;
  const tail = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
  tails.set(key, tail);
  await previous;
  try {
    return await work();
  } finally {
    release();
    if (tails.get(key) === tail) tails.delete(key);
  }
}

/**
 * The booking's grants synced one caller at a time, so two events or jobs for one booking at
 * once give one grant, not two. On PostgreSQL a transaction holds an advisory lock on the
 * booking around read-compare-call-write, across processes; the provider's own writes (the
 * simulator's) use other connections of the pool (the worker runs one sync job at a time, so
 * waiting syncs cannot take the whole pool). PGlite is one process on one connection: there a
 * line per booking in this process is the whole lock, and no transaction is held, because the
 * simulator's writes on that connection would wait for it forever.
 */
export function createAccessSyncRunner(deps: {
  database: Database;
  lockProviderFor: LockProviderFor;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());
  const { database } = deps;

  function serialised<T>(bookingId: string, work: (db: Db | Tx) => Promise<T>): Promise<T> {
    if (database.kind === 'pglite') return inTurn(bookingId, () => work(database.db));
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lock-sync:${bookingId}`}))`);
      return work(tx);
    });
  }

  return {
    async sync(job: LockSyncJob): Promise<AccessSyncOutcome> {
      const provider = await deps.lockProviderFor(job.hotelId);
      return serialised(job.bookingId, (db) =>
        reconcileBookingAccess({ db, provider, ...job, now: clock() }),
      );
    },
  };
}

export type AccessSyncRunner = ReturnType<typeof createAccessSyncRunner>;
