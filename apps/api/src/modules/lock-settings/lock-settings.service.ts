import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { LockSettings, lockSettingsInputSchema } from '@hotel/shared/contracts/locks';
import {
  bwOnlineSourceOf,
  isPlatformBwOnlineConfigured,
  lockProviderKindOf,
  lockSettingsOf,
} from '../../adapters/locks/resolve-lock-provider';
import { isSimulatorFailing } from '../../adapters/locks/simulator-lock-provider';
import type { Db, Tx } from '../../db/client';
import { hotels, type LockSettingsRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CredentialName, CredentialsService } from '../credentials';
import type { JobSender } from '../../jobs/registry';
import { assertPasswordForAccount, resyncEveryStay } from '../locks';
import { recordAdminChange, type AuditActor } from '../admin-audit';

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
  async function storedHotel(
    hotelId: string,
  ): Promise<{ name: string; settings: LockSettingsRow }> {
    const [row] = await deps.db
      .select({ name: hotels.name, lockSettings: hotels.lockSettings })
      .from(hotels)
      .where(eq(hotels.id, hotelId));
    if (!row) throw new AppError('NOT_FOUND', 'errors.hotelNotFound');
    return { name: row.name, settings: lockSettingsOf(row.lockSettings) };
  }

  /**
   * Keeps the stored secret when the field is left out, removes it when it is empty; records
   * that it changed (never the value) in the admin trail, and answers whether it did.
   * `wasConfigured` is read before the transaction (PGlite has one connection).
   */
  async function applySecret(
    tx: Tx,
    change: { hotelId: string; label: string; actor: AuditActor },
    secret: { name: CredentialName; value: string | undefined; wasConfigured: boolean },
  ): Promise<boolean> {
    const { name, value, wasConfigured } = secret;
    if (value === undefined) return false;
    if (value === '') await deps.credentials.remove(change.hotelId, name, tx);
    else await deps.credentials.put(change.hotelId, name, value, tx);
    if (value === '' && !wasConfigured) return false;
    await recordAdminChange(tx, {
      actor: change.actor,
      subject: 'credential',
      action: 'credential.changed',
      hotelId: change.hotelId,
      label: change.label,
      before: { configured: wasConfigured },
      // Which secret (`stored`: a name like `credential` would be masked as secret-looking), on
      // the after side only so the update diff keeps it; a replaced secret
      // stays configured, and `replaced` tells that entry from no change.
      after: {
        stored: name,
        configured: value !== '',
        ...(wasConfigured && value !== '' ? { replaced: true } : {}),
      },
    });
    return true;
  }

  async function read(hotelId: string): Promise<LockSettings> {
    const { settings } = await storedHotel(hotelId);
    const [password, apiToken, failing, platformBwOnline] = await Promise.all([
      deps.credentials.status(hotelId, 'locks.bwonline_password'),
      deps.credentials.status(hotelId, 'locks.nuki_api_token'),
      isSimulatorFailing(deps.db, hotelId),
      isPlatformBwOnlineConfigured(deps),
    ]);
    const stored = {
      bwOnlinePassword: password.configured,
      nukiApiToken: apiToken.configured,
      platformBwOnline,
    };
    return {
      hardware: settings.hardware,
      provider: lockProviderKindOf(settings, stored),
      bwOnline: {
        endpoint: settings.bwOnlineEndpoint,
        username: settings.bwOnlineUsername,
        password,
        source: bwOnlineSourceOf(settings, stored),
        platformConfigured: platformBwOnline,
      },
      nuki: { apiToken },
      simulator: { failing },
    };
  }

  return {
    read,

    /** `actor`: the super admin, recorded in the admin trail with what changed. */
    async update(
      hotelId: string,
      input: LockSettingsUpdate,
      actor: AuditActor,
    ): Promise<LockSettings> {
      const { name, settings: current } = await storedHotel(hotelId);
      const next: LockSettingsRow = {
        hardware: input.hardware,
        bwOnlineEndpoint: input.bwOnline?.endpoint ?? current.bwOnlineEndpoint,
        bwOnlineUsername: input.bwOnline?.username ?? current.bwOnlineUsername,
      };
      const change = { hotelId, label: name, actor };
      const [password, apiToken] = await Promise.all([
        deps.credentials.status(hotelId, 'locks.bwonline_password'),
        deps.credentials.status(hotelId, 'locks.nuki_api_token'),
      ]);
      assertPasswordForAccount(
        { endpoint: current.bwOnlineEndpoint, username: current.bwOnlineUsername },
        { endpoint: next.bwOnlineEndpoint, username: next.bwOnlineUsername },
        {
          given: input.bwOnline?.password !== undefined,
          stored: password.configured,
          path: 'bwOnline.password',
        },
      );
      await deps.db.transaction(async (tx) => {
        const passwordChanged = await applySecret(tx, change, {
          name: 'locks.bwonline_password',
          value: input.bwOnline?.password,
          wasConfigured: password.configured,
        });
        const apiTokenChanged = await applySecret(tx, change, {
          name: 'locks.nuki_api_token',
          value: input.nuki?.apiToken,
          wasConfigured: apiToken.configured,
        });
        await tx.update(hotels).set({ lockSettings: next }).where(eq(hotels.id, hotelId));
        await recordAdminChange(tx, {
          actor,
          subject: 'configuration',
          action: 'configuration.updated',
          hotelId,
          label: name,
          before: { ...current },
          after: { ...next },
        });
        // Another provider (or account) holds none of the codes yet: every current stay syncs.
        // A save that changed none of that leaves the stays alone.
        const providerChanged =
          passwordChanged ||
          apiTokenChanged ||
          (Object.keys(next) as (keyof LockSettingsRow)[]).some(
            (key) => next[key] !== current[key],
          );
        if (providerChanged) await resyncEveryStay(tx, deps.jobs, hotelId);
      });
      return read(hotelId);
    },
  };
}

export type LockSettingsService = ReturnType<typeof createLockSettingsService>;
