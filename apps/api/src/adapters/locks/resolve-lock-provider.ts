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
import { findPlatformBwOnline } from './platform-bwonline-settings';
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

export interface StoredLockSecrets {
  bwOnlinePassword: boolean;
  nukiApiToken: boolean;
  /** The platform's bwOnline account (`/admin/soap`) has an endpoint and a stored password. */
  platformBwOnline?: boolean;
}

/**
 * Whose bwOnline account a hotel's locks use: its own (an endpoint of its own and a stored
 * password), the platform's (bwOnline hardware without an endpoint of its own, while the
 * platform account is configured), or none (Nuki, or the simulator answers).
 */
export function bwOnlineSourceOf(
  settings: LockSettingsRow,
  stored: StoredLockSecrets,
): 'hotel' | 'platform' | 'none' {
  if (settings.hardware !== 'bwOnline') return 'none';
  if (settings.bwOnlineEndpoint) return stored.bwOnlinePassword ? 'hotel' : 'none';
  return stored.platformBwOnline ? 'platform' : 'none';
}

/** Which provider answers, given the settings and which secrets are stored. */
export function lockProviderKindOf(
  settings: LockSettingsRow,
  stored: StoredLockSecrets,
): LockProviderKind {
  if (bwOnlineSourceOf(settings, stored) !== 'none') return 'bwOnline';
  if (settings.hardware === 'nuki' && stored.nukiApiToken) return 'nuki';
  return 'simulator';
}

/** Whether the platform's bwOnline account is usable: an endpoint and a stored password. */
export async function isPlatformBwOnlineConfigured(deps: {
  db: Db;
  credentials: Pick<CredentialsService, 'status'>;
}): Promise<boolean> {
  const [platform, password] = await Promise.all([
    findPlatformBwOnline(deps.db),
    deps.credentials.status(null, 'platform.bwonline_password'),
  ]);
  return Boolean(platform.endpoint) && password.configured;
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
  const [password, token, platformBwOnline] = await Promise.all([
    deps.credentials.status(hotelId, 'locks.bwonline_password'),
    deps.credentials.status(hotelId, 'locks.nuki_api_token'),
    settings.hardware === 'bwOnline' && !settings.bwOnlineEndpoint
      ? isPlatformBwOnlineConfigured(deps)
      : false,
  ]);
  return lockProviderKindOf(settings, {
    bwOnlinePassword: password.configured,
    nukiApiToken: token.configured,
    platformBwOnline,
  });
}

/**
 * The lock provider of a hotel, as its lock settings and stored credentials say (read per call,
 * so a change applies at once): bwOnline's SOAP service with the hotel's own endpoint and
 * password, or with the platform's account (`/admin/soap`) when the hotel has no endpoint of its
 * own; Nuki's Web API with a token; otherwise the local simulator (the quick start).
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
    if (settings.hardware === 'bwOnline' && !settings.bwOnlineEndpoint) {
      const platform = await platformBwOnlineProvider(deps);
      if (platform) return platform;
    }
    if (kind === 'nuki') {
      return createNukiLockProvider({ apiToken: apiToken!, baseUrl: deps.config.nukiApiUrl });
    }
    return createSimulatorLockProvider(deps.db, hotelId);
  };
}

/**
 * The platform's bwOnline account as a provider, or null while it has no endpoint or password.
 * `timeoutMs`: the admin's connection test waits less than a door opening does.
 */
export async function platformBwOnlineProvider(
  deps: { db: Db; credentials: Pick<CredentialsService, 'get'> },
  options: { timeoutMs?: number } = {},
): Promise<LockProvider | null> {
  const platform = await findPlatformBwOnline(deps.db);
  if (!platform.endpoint) return null;
  const password = await deps.credentials.get(null, 'platform.bwonline_password');
  if (!password) return null;
  return createBwOnlineLockProvider({
    endpoint: platform.endpoint,
    credentials: { username: platform.username, password },
    timeoutMs: options.timeoutMs,
  });
}

export type LockProviderFor = ReturnType<typeof createLockProviderResolver>;
