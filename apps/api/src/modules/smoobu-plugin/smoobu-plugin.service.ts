import { eq } from 'drizzle-orm';
import { addDays, format } from 'date-fns';
import type { z } from 'zod';
import {
  SMOOBU_KNOWN_CHANNELS,
  MAX_SMOOBU_APARTMENTS,
  type SmoobuAccount,
  type SmoobuChannel,
  type SmoobuChannels,
  type SmoobuPluginState,
  type smoobuApartmentsInputSchema,
  type smoobuChannelsInputSchema,
} from '@hotel/shared/contracts/smoobu';
import type { Db } from '../../db/client';
import { rooms, syncJobs } from '../../db/schema-setup';
import type { JobSender } from '../../jobs/registry';
import { AppError } from '../../lib/app-error';
import { publicOrigin } from '../../lib/public-origin';
import { ensureChannelSyncState } from '../channel-ingest';
import type { CredentialsService } from '../credentials';
import { findSmoobuSyncState, smoobuWebhookUrl } from './smoobu-sync-state';
import { SYNC_CHANNEL_QUEUE } from '../sync';
import { wizardCall, type SmoobuClients } from './smoobu-clients';
import { patchSmoobuSettings, readSmoobuSettings, type SmoobuSettings } from './smoobu-settings';

export type SmoobuApartmentsInput = z.infer<typeof smoobuApartmentsInputSchema>;
export type SmoobuChannelsInput = z.infer<typeof smoobuChannelsInputSchema>;

/** How far ahead the channel step looks for channels Smoobu's reservations name. */
const CHANNEL_LOOKAHEAD_DAYS = 60;

/** Known channels, then those seen on reservations, each as the hotel chose to show it. */
export function mergeChannels(
  stored: SmoobuSettings['channels'],
  seen: readonly { id: string; name: string }[],
): SmoobuChannel[] {
  const byId = new Map<string, SmoobuChannel>();
  for (const channel of SMOOBU_KNOWN_CHANNELS) byId.set(channel.id, { ...channel });
  for (const channel of seen) {
    if (!byId.has(channel.id)) byId.set(channel.id, { ...channel, display: 'booking' });
  }
  for (const channel of stored) {
    const known = byId.get(channel.id);
    byId.set(channel.id, { ...channel, name: channel.name || known?.name || channel.id });
  }
  return [...byId.values()];
}

/**
 * The Smoobu plugin's wizard (spec §2 /plugins/smoobu): check and store the API key, map
 * Smoobu's apartments to rooms, choose how each channel shows, switch the sync on or off.
 * The key goes to the credentials table only and is never answered.
 */
export function createSmoobuPluginService(deps: {
  db: Db;
  credentials: CredentialsService;
  clients: SmoobuClients;
  jobs: JobSender;
  /** PUBLIC_BASE_URL; unset: the webhook address is built from the asking request's origin. */
  publicBaseUrl?: string;
}) {
  const { db } = deps;

  async function settingsOf(hotelId: string): Promise<SmoobuSettings> {
    const settings = await readSmoobuSettings(db, hotelId);
    if (!settings) throw new AppError('NOT_FOUND', 'errors.hotelNotFound');
    return settings;
  }

  async function hotelClient(hotelId: string) {
    const client = await deps.clients.forHotel(hotelId);
    if (!client) throw new AppError('BAD_REQUEST', 'errors.smoobuKeyMissing');
    return client;
  }

  async function roomNumbers(hotelId: string): Promise<Map<string, string>> {
    const rows = await db
      .select({ id: rooms.id, number: rooms.number })
      .from(rooms)
      .where(eq(rooms.hotelId, hotelId));
    return new Map(rows.map((row) => [row.id, row.number]));
  }

  async function state(hotelId: string, origin: string): Promise<SmoobuPluginState> {
    const settings = await settingsOf(hotelId);
    const [apiKey, syncState] = await Promise.all([
      deps.credentials.status(hotelId, 'smoobu.api_key'),
      findSmoobuSyncState(db, hotelId),
    ]);
    return {
      enabled: settings.enabled,
      customer_id: settings.customer_id,
      smoobu_channel_id: settings.smoobu_channel_id,
      api_key: apiKey,
      webhookUrl: syncState
        ? smoobuWebhookUrl(publicOrigin(deps.publicBaseUrl, origin), syncState.inboundToken)
        : null,
    };
  }

  async function checkApi(apiKey: string): Promise<SmoobuAccount> {
    const user = await wizardCall(() => deps.clients.forKey(apiKey).me());
    return {
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      customerId: user.id,
    };
  }

  async function apartments(hotelId: string) {
    const settings = await settingsOf(hotelId);
    const client = await hotelClient(hotelId);
    const list = await wizardCall(() => client.apartments());
    const roomOf = new Map(settings.apartments.map((entry) => [entry.id, entry.room]));
    return {
      apartments: list.slice(0, MAX_SMOOBU_APARTMENTS).map((apartment) => ({
        id: apartment.id,
        name: apartment.name,
        room: roomOf.get(apartment.id) ?? null,
      })),
    };
  }

  /** Channels seen on the coming weeks' reservations; none when Smoobu cannot be asked now. */
  async function seenChannels(hotelId: string) {
    const client = await deps.clients.forHotel(hotelId);
    if (!client) return [];
    const today = new Date();
    try {
      const reservations = await client.reservations({
        arrivalFrom: format(today, 'yyyy-MM-dd'),
        arrivalTo: format(addDays(today, CHANNEL_LOOKAHEAD_DAYS), 'yyyy-MM-dd'),
      });
      return reservations.map((reservation) => reservation.channel);
    } catch {
      // The step still lists the known and stored channels; the key check reports Smoobu's state.
      return [];
    }
  }

  return {
    state,
    checkApi,
    apartments,

    async putCredentials(hotelId: string, apiKey: string, origin: string) {
      await settingsOf(hotelId);
      const account = await checkApi(apiKey);
      await deps.credentials.put(hotelId, 'smoobu.api_key', apiKey);
      await patchSmoobuSettings(db, hotelId, { customer_id: account.customerId });
      // The webhook address exists from now on, so the wizard can show it before enabling.
      await ensureChannelSyncState(db, hotelId, 'smoobu');
      return state(hotelId, origin);
    },

    async putApartments(hotelId: string, input: SmoobuApartmentsInput) {
      await settingsOf(hotelId);
      const numbers = await roomNumbers(hotelId);
      const apartmentOfRoom = new Map<string, string>();
      for (const [index, entry] of input.apartments.entries()) {
        if (!entry.room) continue;
        const number = numbers.get(entry.room);
        const path = `apartments.${index}.room`;
        if (number === undefined) {
          throw new AppError('VALIDATION', 'errors.smoobuRoomNotFound', {
            issues: [{ path, key: 'errors.smoobuRoomNotFound' }],
          });
        }
        const other = apartmentOfRoom.get(entry.room);
        if (other !== undefined && other !== entry.id) {
          throw new AppError('VALIDATION', 'errors.smoobuRoomMappedTwice', {
            params: { room: number },
            issues: [{ path, key: 'errors.smoobuRoomMappedTwice', params: { room: number } }],
          });
        }
        apartmentOfRoom.set(entry.room, entry.id);
      }
      // The last entry of an apartment listed twice wins, like a form sent twice.
      const byId = new Map(input.apartments.map((entry) => [entry.id, entry.room]));
      await patchSmoobuSettings(db, hotelId, {
        apartments: [...byId].map(([id, room]) => ({ id, room })),
      });
      return apartments(hotelId);
    },

    async channels(hotelId: string): Promise<SmoobuChannels> {
      const settings = await settingsOf(hotelId);
      return {
        channels: mergeChannels(settings.channels, await seenChannels(hotelId)),
        smoobu_channel_id: settings.smoobu_channel_id,
      };
    },

    async putChannels(hotelId: string, input: SmoobuChannelsInput): Promise<SmoobuChannels> {
      await settingsOf(hotelId);
      const channels = [...new Map(input.channels.map((entry) => [entry.id, entry])).values()];
      await patchSmoobuSettings(db, hotelId, {
        channels,
        smoobu_channel_id: input.smoobu_channel_id,
      });
      return { channels: mergeChannels(channels, []), smoobu_channel_id: input.smoobu_channel_id };
    },

    /**
     * Enabling needs a stored key, a mapped room and our channel; it queues a first pull (the
     * reservations Smoobu already has). Disabling stops webhooks, pulls and sending at once:
     * each of them reads `enabled` first.
     */
    async setEnabled(hotelId: string, enabled: boolean, userId: string, origin: string) {
      const settings = await settingsOf(hotelId);
      if (enabled) {
        const key = await deps.credentials.status(hotelId, 'smoobu.api_key');
        if (!key.configured) throw new AppError('BAD_REQUEST', 'errors.smoobuEnableNeedsKey');
        const numbers = await roomNumbers(hotelId);
        if (!settings.apartments.some((entry) => entry.room && numbers.has(entry.room))) {
          throw new AppError('BAD_REQUEST', 'errors.smoobuEnableNeedsApartment');
        }
        if (!settings.smoobu_channel_id) {
          throw new AppError('BAD_REQUEST', 'errors.smoobuEnableNeedsChannel');
        }
      }
      await db.transaction(async (tx) => {
        await patchSmoobuSettings(tx, hotelId, { enabled });
        if (!enabled || settings.enabled) return;
        await ensureChannelSyncState(tx, hotelId, 'smoobu');
        const [job] = await tx
          .insert(syncJobs)
          .values({ hotelId, channel: 'smoobu', requestedBy: userId })
          .returning({ id: syncJobs.id });
        await deps.jobs.send(SYNC_CHANNEL_QUEUE, { hotelId, syncJobId: job!.id }, { tx });
      });
      return state(hotelId, origin);
    },
  };
}

export type SmoobuPluginService = ReturnType<typeof createSmoobuPluginService>;
