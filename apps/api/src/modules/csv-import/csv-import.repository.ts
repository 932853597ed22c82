import { and, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { CsvRunCounts, CsvRunProblem } from '@hotel/shared/contracts/csv-import';
import type { Db, Tx } from '../../db/client';
import { hotels, type HotelRow } from '../../db/schema';
import { rooms } from '../../db/schema-setup';
import { csvImportRows, csvImportRuns } from '../../db/schema-integrations';

export type CsvImportRunRow = typeof csvImportRuns.$inferSelect;

/** Runs kept per hotel: the page shows the newest; older reports go. */
export const KEPT_RUNS = 50;

/** `hotels.csv_import` as an object (a column holding anything else counts as empty). */
const csvImportObject = sql`case when jsonb_typeof(${hotels.csvImport}) = 'object' then ${hotels.csvImport} else '{}'::jsonb end`;

/** The CSV import's rows: the hotel's settings, its runs and its rooms; scoped by hotel. */
export function createCsvImportRepository(db: Db) {
  return {
    async findHotel(hotelId: string): Promise<HotelRow | undefined> {
      const [row] = await db.select().from(hotels).where(eq(hotels.id, hotelId));
      return row;
    },

    /** Writes the given fields into `csv_import`; every other field (the status) stays. */
    async patchSettings(hotelId: string, patch: Record<string, unknown>): Promise<void> {
      await db
        .update(hotels)
        .set({ csvImport: sql`${csvImportObject} || ${JSON.stringify(patch)}::jsonb` })
        .where(eq(hotels.id, hotelId));
    },

    /** The hotel's rooms by number (the file names rooms by their number). */
    async roomsByNumber(hotelId: string): Promise<Map<string, { id: string; roomTypeId: string }>> {
      const rows = await db
        .select({ id: rooms.id, number: rooms.number, roomTypeId: rooms.roomTypeId })
        .from(rooms)
        .where(eq(rooms.hotelId, hotelId));
      return new Map(rows.map((row) => [row.number.trim(), row]));
    },

    /**
     * A new running run. Throws the unique violation of `csv_import_runs_one_running` while
     * another run of the hotel is running.
     */
    async insertRunning(
      hotelId: string,
      values: { trigger: string; fileName: string | null },
    ): Promise<CsvImportRunRow> {
      const [row] = await db
        .insert(csvImportRuns)
        .values({ hotelId, trigger: values.trigger, fileName: values.fileName })
        .returning();
      return row!;
    },

    /** Runs left running by a process that died before `before`: failed with `failureCode`. */
    async failStaleRuns(hotelId: string, before: Date, failureCode: string): Promise<void> {
      await db
        .update(csvImportRuns)
        .set({ status: 'failed', failureCode, finishedAt: new Date() })
        .where(
          and(
            eq(csvImportRuns.hotelId, hotelId),
            eq(csvImportRuns.status, 'running'),
            lt(csvImportRuns.startedAt, before),
          ),
        );
    },

    /**
     * Ends a run that is still running with its outcome. A run another process meanwhile marked
     * failed as stale (it ran past STALE_RUN_MINUTES) is answered as it is, not overwritten.
     */
    async finishRun(
      hotelId: string,
      id: string,
      values: {
        status: 'succeeded' | 'failed';
        fileName: string | null;
        counts: CsvRunCounts;
        problems: CsvRunProblem[];
        failureCode: string | null;
        smbStatus: string | null;
        failureParams?: Record<string, string | number>;
      },
    ): Promise<CsvImportRunRow> {
      const [row] = await db
        .update(csvImportRuns)
        .set({ ...values, finishedAt: new Date() })
        .where(
          and(
            eq(csvImportRuns.hotelId, hotelId),
            eq(csvImportRuns.id, id),
            eq(csvImportRuns.status, 'running'),
          ),
        )
        .returning();
      if (row) return row;
      const [current] = await db
        .select()
        .from(csvImportRuns)
        .where(and(eq(csvImportRuns.hotelId, hotelId), eq(csvImportRuns.id, id)));
      if (!current) throw new Error('CSV import run no longer exists');
      return current;
    },

    /** Deletes finished runs beyond the newest KEPT_RUNS of the hotel. */
    async pruneRuns(hotelId: string): Promise<void> {
      const kept = db
        .select({ id: csvImportRuns.id })
        .from(csvImportRuns)
        .where(eq(csvImportRuns.hotelId, hotelId))
        .orderBy(desc(csvImportRuns.startedAt), desc(csvImportRuns.id))
        .limit(KEPT_RUNS);
      await db
        .delete(csvImportRuns)
        .where(
          and(
            eq(csvImportRuns.hotelId, hotelId),
            notInArray(csvImportRuns.id, kept),
            inArray(csvImportRuns.status, ['succeeded', 'failed']),
          ),
        );
    },

    async newestRuns(hotelId: string, limit: number): Promise<CsvImportRunRow[]> {
      return db
        .select()
        .from(csvImportRuns)
        .where(eq(csvImportRuns.hotelId, hotelId))
        .orderBy(desc(csvImportRuns.startedAt), desc(csvImportRuns.id))
        .limit(limit);
    },

    /** The hotel's csv_import status (the last run's outcome, shown on /integrations). */
    async setStatus(hotelId: string, status: string): Promise<void> {
      await db
        .update(hotels)
        .set({ csvImport: sql`${csvImportObject} || ${JSON.stringify({ status })}::jsonb` })
        .where(eq(hotels.id, hotelId));
    },
  };
}

export type CsvImportRepository = ReturnType<typeof createCsvImportRepository>;

/**
 * Hotels importing from a share whose next run is due: never run, or the last run started at
 * least their interval ago. One query for all hotels (the schedule runs every minute), or for
 * `onlyHotelId` (the run job checks again: a job may wait in the queue past its period).
 */
export async function findHotelsDueForImport(
  db: Db,
  now: Date,
  onlyHotelId?: string,
): Promise<{ hotelId: string; lastStartedAt: string | null }[]> {
  const result = (await db.execute(sql`
    select h.id as "hotelId", last.last_start::text as "lastStartedAt" from ${hotels} h
    left join lateral (
      select max(r.started_at) as last_start from ${csvImportRuns} r where r.hotel_id = h.id
    ) last on true
    where jsonb_typeof(h.csv_import) = 'object'
      and (${onlyHotelId ?? null}::uuid is null or h.id = ${onlyHotelId ?? null}::uuid)
      and h.csv_import ->> 'method' = 'smb'
      and coalesce(h.csv_import ->> 'smb_share', '') <> ''
      and coalesce(h.csv_import ->> 'file_path', '') <> ''
      and (
        last.last_start is null
        or last.last_start + make_interval(mins => case
          when h.csv_import ->> 'interval' ~ '^[0-9]{1,5}$'
            then greatest((h.csv_import ->> 'interval')::int, 1)
          else 60 end) <= ${now.toISOString()}::timestamptz
      )`)) as unknown as { rows: { hotelId: string; lastStartedAt: string | null }[] };
  return result.rows;
}

/** The row last imported under a reference: its content hash and the booking it became. */
export async function findImportedRow(
  tx: Db | Tx,
  hotelId: string,
  externalId: string,
): Promise<{ rowHash: string; bookingId: string | null } | undefined> {
  const [row] = await tx
    .select({ rowHash: csvImportRows.rowHash, bookingId: csvImportRows.bookingId })
    .from(csvImportRows)
    .where(and(eq(csvImportRows.hotelId, hotelId), eq(csvImportRows.externalId, externalId)));
  return row;
}

/** Records what a reference's row said when it was imported into `bookingId`. */
export async function saveImportedRow(
  tx: Db | Tx,
  values: { hotelId: string; externalId: string; rowHash: string; bookingId: string },
): Promise<void> {
  await tx
    .insert(csvImportRows)
    .values(values)
    .onConflictDoUpdate({
      target: [csvImportRows.hotelId, csvImportRows.externalId],
      set: { rowHash: values.rowHash, bookingId: values.bookingId, importedAt: new Date() },
    });
}
