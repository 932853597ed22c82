import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { LockSettings, lockSettingsInputSchema } from '@hotel/shared/contracts/locks';
import { lockProviderKindOf, lockSettingsOf } from '../../adapters/locks/resolve-lock-provider';
import { isSimulatorFailing } from '../../adapters/locks/simulator-lock-provider';
import type { Db } from '../../db/client';
import { hotels, type LockSettingsRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CredentialName, CredentialsService } from '../credentials';
import type { JobSender } from '../../jobs/registry';
import { resyncEveryStay } from '../locks';

export type LockSettingsUpdate = z.infer<typeof lockSettingsInputSchema>;

/**
 * A hotel's door-lock provider settings (super admins, the admin area's locks and SOAP pages):
 * the hardware and bwOnline's endpoint and username in `hotels.lock_settings`, bwOnline's
 * password and Nuki's API token in the credentials table. Answers only whether a secret is
 * stored (and an API token's last four characters), never the secret.
 */
export function createLockSettingsService(deps: {
  db: Db;
  credentials: CredentialsService;
  jobs: JobSender;
}) {
  async function storedSettings(hotelId: string): Promise<LockSettingsRow> {
    const [row] = await deps.db
      .select({ lockSettings: hotels.lockSettings })
      .from(hotels)
      .where(eq(hotels.id, hotelId));
    if (!row) throw new AppError('NOT_FOUND', 'errors.hotelNotFound');
    return lockSettingsOf(row.lockSettings);
  }

  /** Keeps the stored secret when the field is left out, removes it when it is empty. */
  async function applySecret(hotelId: string, name: CredentialName, value: string | undefined) {
    if (value === undefined) return;
    if (value === '') await deps.credentials.remove(hotelId, name);
    else await deps.credentials.put(hotelId, name, value);
  }

  async function read(hotelId: string): Promise<LockSettings> {
    const settings = await storedSettings(hotelId);
    const [password, apiToken, failing] = await Promise.all([
      deps.credentials.status(hotelId, 'locks.bwonline_password'),
      deps.credentials.status(hotelId, 'locks.nuki_api_token'),
      isSimulatorFailing(deps.db, hotelId),
    ]);
    return {
      hardware: settings.hardware,
      provider: lockProviderKindOf(settings, {
        bwOnlinePassword: password.configured,
        nukiApiToken: apiToken.configured,
      }),
      bwOnline: {
        endpoint: settings.bwOnlineEndpoint,
        username: settings.bwOnlineUsername,
        password,
      },
      nuki: { apiToken },
      simulator: { failing },
    };
  }

  return {
    read,

    async update(hotelId: string, input: LockSettingsUpdate): Promise<LockSettings> {
      const current = await storedSettings(hotelId);
      const next: LockSettingsRow = {
        hardware: input.hardware,
        bwOnlineEndpoint: input.bwOnline?.endpoint ?? current.bwOnlineEndpoint,
        bwOnlineUsername: input.bwOnline?.username ?? current.bwOnlineUsername,
      };
      await applySecret(hotelId, 'locks.bwonline_password', input.bwOnline?.password);
      await applySecret(hotelId, 'locks.nuki_api_token', input.nuki?.apiToken);
      // Another provider (or account) holds none of the codes yet: every current stay syncs.
      await deps.db.transaction(async (tx) => {
        await tx.update(hotels).set({ lockSettings: next }).where(eq(hotels.id, hotelId));
        await resyncEveryStay(tx, deps.jobs, hotelId);
      });
      return read(hotelId);
    },
  };
}

export type LockSettingsService = ReturnType<typeof createLockSettingsService>;
