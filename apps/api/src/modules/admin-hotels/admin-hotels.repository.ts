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
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AdminHotelProblem } from '@hotel/shared/contracts/admin-hotels';
import type { Db, Tx } from '../../db/client';
import { hotelLocalStartOf } from '../../db/hotel-local-time';
import { bookings } from '../../db/schema-bookings';
import { hotels, memberships, users, type UserRow } from '../../db/schema';
import { servicePresets } from '../../db/schema-admin';
import { channelReservations, channelSyncErrors } from '../../db/schema-channels';
import { csvImportRuns } from '../../db/schema-integrations';
import { bookingAccess } from '../../db/schema-locks';
import { apiKeys } from '../../db/schema-platform';
import { roomTypes, rooms, syncJobs } from '../../db/schema-setup';
import { escapeLike } from '../../lib/escape-like';
import { hotelHasChannelErrors, hotelHasLocksDown } from '../hotel-problems';
import { OPEN_RESERVATION_STATES } from '../integrations';

export type NewRoomType = Omit<typeof roomTypes.$inferInsert, 'id' | 'hotelId' | 'createdAt'>;

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

/** The list's `problem` filter: exactly the hotels the dashboard counts for that problem. */
function problemCondition(problem: AdminHotelProblem | undefined, now: Date): SQL | undefined {
  if (problem === 'channels') return hotelHasChannelErrors(now);
  if (problem === 'locks') return hotelHasLocksDown(now);
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
      now: Date;
      limit: number;
      offset: number;
    }) {
      const where = and(
        filterCondition(options.filter),
        problemCondition(options.problem, options.now),
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
        // Guest bookings (not channel blocks) since the first of the month in the hotel's zone.
        db
          .select({ hotelId: bookings.hotelId, value: count() })
          .from(bookings)
          .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
          .where(
            and(
              inArray(bookings.hotelId, hotelIds),
              eq(bookings.kind, 'stay'),
              gte(bookings.createdAt, hotelLocalStartOf('month', options.now)),
              lte(bookings.createdAt, options.now),
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
