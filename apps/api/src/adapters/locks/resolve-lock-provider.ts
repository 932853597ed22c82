import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_LOCK_HARDWARE,
  type LockHardware,
  type LockProviderKind,
} from '@hotel/shared/locks';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { hotels, type LockSettingsRow } from '../../db/schema';
import type { CredentialsService } from '../../modules/credentials';
import { createBwOnlineLockProvider } from './bwonline-lock-provider';
import type { LockProvider } from './lock-provider';
import { createNukiLockProvider } from './nuki-lock-provider';
import { createSimulatorLockProvider } from './simulator-lock-provider';

export function lockSettingsOf(stored: unknown): LockSettingsRow {
  const row = (stored && typeof stored === 'object' ? stored : {}) as Partial<LockSettingsRow>;
  const hardware: LockHardware = row.hardware === 'nuki' ? 'nuki' : DEFAULT_LOCK_HARDWARE;
  return {
    hardware,
    bwOnlineEndpoint: typeof row.bwOnlineEndpoint === 'string' ? row.bwOnlineEndpoint : '',
    bwOnlineUsername: typeof row.bwOnlineUsername === 'string' ? row.bwOnlineUsername : '',
  };
}

/** Which provider answers, given the settings and which secrets are stored. */
export function lockProviderKindOf(
  settings: LockSettingsRow,
  stored: { bwOnlinePassword: boolean; nukiApiToken: boolean },
): LockProviderKind {
  if (settings.hardware === 'bwOnline' && settings.bwOnlineEndpoint && stored.bwOnlinePassword) {
    return 'bwOnline';
  }
  if (settings.hardware === 'nuki' && stored.nukiApiToken) return 'nuki';
  return 'simulator';
}

async function storedLockSettings(db: Db, hotelId: string): Promise<LockSettingsRow> {
  const [row] = await db
    .select({ lockSettings: hotels.lockSettings })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  return lockSettingsOf(row?.lockSettings);
}

/**
 * What answers for a hotel's locks right now, for the UI (the lock list, the settings): read
 * from the settings and the credentials' status, without decrypting a secret or calling anyone.
 */
export async function activeLockProvider(
  deps: { db: Db; credentials: Pick<CredentialsService, 'status'> },
  hotelId: string,
): Promise<LockProviderKind> {
  const settings = await storedLockSettings(deps.db, hotelId);
  const [password, token] = await Promise.all([
    deps.credentials.status(hotelId, 'locks.bwonline_password'),
    deps.credentials.status(hotelId, 'locks.nuki_api_token'),
  ]);
  return lockProviderKindOf(settings, {
    bwOnlinePassword: password.configured,
    nukiApiToken: token.configured,
  });
}

/**
 * The lock provider of a hotel, as its lock settings and stored credentials say (read per call,
 * so a change applies at once): bwOnline's SOAP service with an endpoint and a password, Nuki's
 * Web API with a token, otherwise the local simulator (the quick start).
 */
export function createLockProviderResolver(deps: {
  db: Db;
  credentials: CredentialsService;
  config: Pick<AppConfig, 'nukiApiUrl'>;
  log: FastifyBaseLogger;
}) {
  return async function lockProviderFor(hotelId: string): Promise<LockProvider> {
    const settings = await storedLockSettings(deps.db, hotelId);
    const password =
      settings.hardware === 'bwOnline' && settings.bwOnlineEndpoint
        ? await deps.credentials.get(hotelId, 'locks.bwonline_password')
        : null;
    const apiToken =
      settings.hardware === 'nuki'
        ? await deps.credentials.get(hotelId, 'locks.nuki_api_token')
        : null;
    const kind = lockProviderKindOf(settings, {
      bwOnlinePassword: Boolean(password),
      nukiApiToken: Boolean(apiToken),
    });
    if (kind === 'bwOnline') {
      return createBwOnlineLockProvider({
        endpoint: settings.bwOnlineEndpoint,
        credentials: { username: settings.bwOnlineUsername, password: password! },
      });
    }
    if (kind === 'nuki') {
      return createNukiLockProvider({ apiToken: apiToken!, baseUrl: deps.config.nukiApiUrl });
    }
    return createSimulatorLockProvider(deps.db, hotelId);
  };
}

export type LockProviderFor = ReturnType<typeof createLockProviderResolver>;
