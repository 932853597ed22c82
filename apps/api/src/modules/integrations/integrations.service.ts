import { and, count, desc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import { subHours } from 'date-fns';
import type { IntegrationOverview, IntegrationState } from '@hotel/shared/contracts/integrations';
import type { SyncChannel } from '@hotel/shared/contracts/sync';
import type { Db } from '../../db/client';
import { hotels } from '../../db/schema';
import { channelReservations, channelSyncErrors, channelSyncState } from '../../db/schema-channels';
import { apiKeys } from '../../db/schema-platform';
import { syncJobs } from '../../db/schema-setup';
import { csvImportRuns } from '../../db/schema-integrations';
import { AppError } from '../../lib/app-error';
import { objectOrEmpty } from '../../lib/json-object';

type Integration = IntegrationOverview['integrations'][number];

/** The CSV import reads its share by itself once a share and a file are set. */
export function isCsvImportScheduled(stored: unknown): boolean {
  const csvImport = objectOrEmpty(stored);
  const isSet = (field: string) =>
    typeof csvImport[field] === 'string' && (csvImport[field] as string).trim() !== '';
  return csvImport.method === 'smb' && isSet('smb_share') && isSet('file_path');
}

/** The last finished run's problems: failed, or rows it could not take (errors, conflicts). */
export function csvImportProblems(
  lastRun: Pick<typeof csvImportRuns.$inferSelect, 'status' | 'counts'> | undefined,
): number {
  if (!lastRun) return 0;
  return lastRun.status === 'failed' ? 1 : lastRun.counts.errors + lastRun.counts.conflicts;
}

/** Errors older than this no longer mark a channel (the sync tab still lists them). */
export const RECENT_ERROR_HOURS = 24;

/** Reservations in these states wait for a person and mark their channel. */
export const OPEN_RESERVATION_STATES = ['conflict', 'unmapped'] as const;

/** The admin's hotel list (issue 18) shows the same states, computed for many hotels at once. */
export function integrationStateOf(
  connected: boolean,
  problems: number,
  lastJobFailed: boolean,
): IntegrationState {
  if (!connected) return 'not_connected';
  return problems > 0 || lastJobFailed ? 'errors' : 'connected';
}

/**
 * The /integrations overview (issue 16): one card per integration with its state, last sync and
 * open problems. A channel shows `errors` while its last job failed, an error of the last day
 * stands, or a reservation waits for a person (a conflict or an unmapped unit).
 */
export function createIntegrationsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;

  async function channelCard(
    hotelId: string,
    channel: SyncChannel,
    connected: boolean,
    path: string,
  ): Promise<Integration> {
    const since = subHours(deps.now?.() ?? new Date(), RECENT_ERROR_HOURS);
    const [[state], [open], [recent], [lastJob]] = await Promise.all([
      db
        .select({ lastSuccessAt: channelSyncState.lastSuccessAt })
        .from(channelSyncState)
        .where(and(eq(channelSyncState.hotelId, hotelId), eq(channelSyncState.channel, channel))),
      db
        .select({ value: count() })
        .from(channelReservations)
        .where(
          and(
            eq(channelReservations.hotelId, hotelId),
            eq(channelReservations.channel, channel),
            inArray(channelReservations.state, [...OPEN_RESERVATION_STATES]),
          ),
        ),
      db
        .select({ value: count() })
        .from(channelSyncErrors)
        .where(
          and(
            eq(channelSyncErrors.hotelId, hotelId),
            eq(channelSyncErrors.channel, channel),
            gte(channelSyncErrors.createdAt, since),
          ),
        ),
      db
        .select({ status: syncJobs.status })
        .from(syncJobs)
        .where(and(eq(syncJobs.hotelId, hotelId), eq(syncJobs.channel, channel)))
        .orderBy(desc(syncJobs.createdAt))
        .limit(1),
    ]);
    const problems = (open?.value ?? 0) + (recent?.value ?? 0);
    return {
      key: channel,
      state: integrationStateOf(connected, problems, lastJob?.status === 'failed'),
      lastSyncAt: state?.lastSuccessAt?.toISOString() ?? null,
      problemCount: connected ? problems : 0,
      path,
    };
  }

  return {
    async overview(hotelId: string): Promise<IntegrationOverview> {
      const [hotel] = await db
        .select({ plugins: hotels.plugins, csvImport: hotels.csvImport })
        .from(hotels)
        .where(eq(hotels.id, hotelId));
      if (!hotel) throw new AppError('NOT_FOUND', 'errors.hotelNotFound');
      const plugins = objectOrEmpty(hotel.plugins);
      const isOn = (plugin: string) => objectOrEmpty(plugins[plugin]).enabled === true;
      const [smoobu, roomraccoon, [activeKeys], [lastCsvRun]] = await Promise.all([
        channelCard(hotelId, 'smoobu', isOn('smoobu'), '/plugins/smoobu'),
        channelCard(hotelId, 'roomraccoon', isOn('roomraccoon'), '/integrations/roomraccoon'),
        db
          .select({ value: count() })
          .from(apiKeys)
          .where(and(eq(apiKeys.hotelId, hotelId), isNull(apiKeys.revokedAt))),
        db
          .select()
          .from(csvImportRuns)
          .where(and(eq(csvImportRuns.hotelId, hotelId), isNotNull(csvImportRuns.finishedAt)))
          .orderBy(desc(csvImportRuns.finishedAt))
          .limit(1),
      ]);
      const csvConnected = isCsvImportScheduled(hotel.csvImport);
      const csvProblems = csvImportProblems(lastCsvRun);
      return {
        integrations: [
          smoobu,
          roomraccoon,
          {
            key: 'csv_import',
            state: integrationStateOf(csvConnected, csvProblems, false),
            lastSyncAt: lastCsvRun?.finishedAt?.toISOString() ?? null,
            problemCount: csvConnected ? csvProblems : 0,
            path: '/plugins/csv_import',
          },
          {
            key: 'api',
            state: (activeKeys?.value ?? 0) > 0 ? 'connected' : 'not_connected',
            lastSyncAt: null,
            problemCount: 0,
            path: '/plugins/api',
          },
        ],
      };
    },
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
