import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AdminHotelProblem } from '@hotel/shared/contracts/admin-hotels';
import { SYNC_CHANNELS, type SyncChannel } from '@hotel/shared/contracts/sync';
import type { Db, Tx } from '../../db/client';
import { bookings } from '../../db/schema-bookings';
import { hotels, memberships, users, type UserRow } from '../../db/schema';
import { servicePresets } from '../../db/schema-admin';
import { channelReservations, channelSyncErrors } from '../../db/schema-channels';
import { csvImportRuns } from '../../db/schema-integrations';
import { bookingAccess } from '../../db/schema-locks';
import { apiKeys } from '../../db/schema-platform';
import { roomTypes, rooms, syncJobs } from '../../db/schema-setup';
import { escapeLike } from '../../lib/escape-like';
import { OPEN_RESERVATION_STATES } from '../integrations';

export type NewRoomType = Omit<typeof roomTypes.$inferInsert, 'id' | 'hotelId' | 'createdAt'>;

/** The hotel's zone for "this month"; a row without one counts in UTC. */
const hotelTimeZone = sql`coalesce(nullif(${hotels.setting} ->> 'timeZone', ''), 'UTC')`;

const isPluginOn = (channel: SyncChannel) =>
  sql`coalesce((${hotels.plugins} -> ${channel} -> 'enabled') = 'true'::jsonb, false)`;

/**
 * The channel shows `errors` on the hotel's /integrations page: it is on, and a reservation
 * waits for a person, an error of the last day stands, or its last job failed.
 */
function channelHasErrors(channel: SyncChannel, errorsSince: Date): SQL {
  return sql`(${isPluginOn(channel)} and (
    exists (select 1 from ${channelReservations} where ${channelReservations.hotelId} = ${hotels.id}
      and ${channelReservations.channel} = ${channel}
      and ${inArray(channelReservations.state, [...OPEN_RESERVATION_STATES])})
    or exists (select 1 from ${channelSyncErrors} where ${channelSyncErrors.hotelId} = ${hotels.id}
      and ${channelSyncErrors.channel} = ${channel} and ${channelSyncErrors.createdAt} >= ${errorsSince})
    or (select ${syncJobs.status} from ${syncJobs} where ${syncJobs.hotelId} = ${hotels.id}
      and ${syncJobs.channel} = ${channel} order by ${syncJobs.createdAt} desc limit 1) = 'failed'
  ))`;
}

function filterCondition(filter: string | undefined): SQL | undefined {
  if (!filter) return undefined;
  const pattern = `%${escapeLike(filter)}%`;
  return or(
    sql`${hotels.name} ilike ${pattern}`,
    sql`${hotels.symbolCode} ilike ${pattern}`,
    sql`exists (select 1 from ${memberships} join ${users} on ${users.id} = ${memberships.userId}
      where ${memberships.hotelId} = ${hotels.id} and ${memberships.role} = 'owner'
      and (${users.email} ilike ${pattern}
        or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}))`,
  );
}

function problemCondition(
  problem: AdminHotelProblem | undefined,
  errorsSince: Date,
): SQL | undefined {
  if (problem === 'channels') {
    return or(...SYNC_CHANNELS.map((channel) => channelHasErrors(channel, errorsSince)));
  }
  if (problem === 'locks') {
    return sql`exists (select 1 from ${bookingAccess} where ${bookingAccess.hotelId} = ${hotels.id}
      and ${bookingAccess.syncStatus} = 'failed')`;
  }
  return undefined;
}

/** hotel id → count, from rows of a grouped query. */
const countsById = (rows: { hotelId: string; value: number }[]) =>
  new Map(rows.map((row) => [row.hotelId, Number(row.value)]));

export function createAdminHotelsRepository(db: Db | Tx) {
  return {
    /** One page of hotels by name, and how many match. */
    async page(options: {
      filter?: string;
      problem?: AdminHotelProblem;
      errorsSince: Date;
      limit: number;
      offset: number;
    }) {
      const where = and(
        filterCondition(options.filter),
        problemCondition(options.problem, options.errorsSince),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: hotels.id,
            name: hotels.name,
            symbolCode: hotels.symbolCode,
            plugins: hotels.plugins,
            guestApp: hotels.guestApp,
            csvImport: hotels.csvImport,
          })
          .from(hotels)
          .where(where)
          .orderBy(asc(hotels.name), asc(hotels.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ value: count() }).from(hotels).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Every figure of the listed hotels, one grouped query each (never one per hotel). */
    async figuresOf(hotelIds: string[], options: { now: Date; errorsSince: Date }) {
      const [
        owners,
        roomCounts,
        bookingCounts,
        activeKeys,
        openReservations,
        recentErrors,
        lastJobs,
        lastCsvRuns,
        failedLockSyncs,
      ] = await Promise.all([
        db
          .select({
            hotelId: memberships.hotelId,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(and(inArray(memberships.hotelId, hotelIds), eq(memberships.role, 'owner')))
          .orderBy(asc(memberships.createdAt), asc(users.id)),
        db
          .select({ hotelId: rooms.hotelId, value: count() })
          .from(rooms)
          .where(inArray(rooms.hotelId, hotelIds))
          .groupBy(rooms.hotelId),
        // The first of the month at midnight in the hotel's zone, as an instant.
        db
          .select({ hotelId: bookings.hotelId, value: count() })
          .from(bookings)
          .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
          .where(
            and(
              inArray(bookings.hotelId, hotelIds),
              sql`${bookings.createdAt} >= (date_trunc('month', ${options.now.toISOString()}::timestamptz at time zone ${hotelTimeZone}) at time zone ${hotelTimeZone})`,
            ),
          )
          .groupBy(bookings.hotelId),
        db
          .select({ hotelId: apiKeys.hotelId, value: count() })
          .from(apiKeys)
          .where(and(inArray(apiKeys.hotelId, hotelIds), isNull(apiKeys.revokedAt)))
          .groupBy(apiKeys.hotelId),
        db
          .select({
            hotelId: channelReservations.hotelId,
            channel: channelReservations.channel,
            value: count(),
          })
          .from(channelReservations)
          .where(
            and(
              inArray(channelReservations.hotelId, hotelIds),
              inArray(channelReservations.state, [...OPEN_RESERVATION_STATES]),
            ),
          )
          .groupBy(channelReservations.hotelId, channelReservations.channel),
        db
          .select({
            hotelId: channelSyncErrors.hotelId,
            channel: channelSyncErrors.channel,
            value: count(),
          })
          .from(channelSyncErrors)
          .where(
            and(
              inArray(channelSyncErrors.hotelId, hotelIds),
              gte(channelSyncErrors.createdAt, options.errorsSince),
            ),
          )
          .groupBy(channelSyncErrors.hotelId, channelSyncErrors.channel),
        db
          .selectDistinctOn([syncJobs.hotelId, syncJobs.channel], {
            hotelId: syncJobs.hotelId,
            channel: syncJobs.channel,
            status: syncJobs.status,
          })
          .from(syncJobs)
          .where(inArray(syncJobs.hotelId, hotelIds))
          .orderBy(syncJobs.hotelId, syncJobs.channel, desc(syncJobs.createdAt)),
        db
          .selectDistinctOn([csvImportRuns.hotelId], {
            hotelId: csvImportRuns.hotelId,
            status: csvImportRuns.status,
            counts: csvImportRuns.counts,
          })
          .from(csvImportRuns)
          .where(and(inArray(csvImportRuns.hotelId, hotelIds), isNotNull(csvImportRuns.finishedAt)))
          .orderBy(csvImportRuns.hotelId, desc(csvImportRuns.finishedAt)),
        db
          .select({ hotelId: bookingAccess.hotelId, value: count() })
          .from(bookingAccess)
          .where(
            and(inArray(bookingAccess.hotelId, hotelIds), eq(bookingAccess.syncStatus, 'failed')),
          )
          .groupBy(bookingAccess.hotelId),
      ]);
      const byChannel = (rows: { hotelId: string; channel: string; value: number }[]) =>
        new Map(rows.map((row) => [`${row.hotelId}:${row.channel}`, Number(row.value)]));
      return {
        owners,
        roomCounts: countsById(roomCounts),
        bookingCounts: countsById(bookingCounts),
        activeKeys: countsById(activeKeys),
        openReservations: byChannel(openReservations),
        recentErrors: byChannel(recentErrors),
        lastJobStatus: new Map(
          lastJobs.map((row) => [`${row.hotelId}:${row.channel}`, row.status]),
        ),
        lastCsvRun: new Map(lastCsvRuns.map((row) => [row.hotelId, row])),
        failedLockSyncs: countsById(failedLockSyncs),
      };
    },

    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return user;
    },

    async insertRoomTypes(hotelId: string, values: NewRoomType[]): Promise<void> {
      if (values.length === 0) return;
      await db.insert(roomTypes).values(values.map((value) => ({ ...value, hotelId })));
    },

    async servicePresetNames(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ name: servicePresets.name })
        .from(servicePresets)
        .where(inArray(servicePresets.id, ids))
        .orderBy(asc(servicePresets.name));
      return rows.map((row) => row.name);
    },
  };
}
