import type { PlatformSoap, platformSoapInputSchema } from '@hotel/shared/contracts/platform-soap';
import type { z } from 'zod';
import { LockProviderError } from '../../adapters/locks/lock-provider';
import { platformBwOnlineProvider } from '../../adapters/locks/resolve-lock-provider';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAdminChange, type AuditActor } from '../admin-audit';
import type { CredentialsService } from '../credentials';
import type { JobSender } from '../../jobs/registry';
import { assertPasswordForAccount, resyncEveryStay } from '../locks';
import { findPlatformBwOnline } from '../../adapters/locks/platform-bwonline-settings';
import {
  countHotelsWithoutOwnBwOnline,
  hotelIdsWithoutOwnBwOnline,
  savePlatformBwOnline,
} from './platform-soap.repository';

export type PlatformSoapUpdate = z.output<typeof platformSoapInputSchema>;

const PASSWORD = 'platform.bwonline_password';
/** The connection test waits this long, not the 10 s a door opening may take. */
export const SOAP_TEST_TIMEOUT_MS = 5_000;
/** A SOAP fault's text is shown as the service gave it, cut to this length. */
const FAULT_TEXT_MAX = 300;

/** A message key with its parameters; the route translates it into the caller's language. */
export interface TranslatableText {
  key: string;
  params?: Record<string, string | number>;
}

export type SoapTestOutcome =
  { ok: true; answer: TranslatableText } | { ok: false; error: TranslatableText };

/** Why the test failed, in words an admin can act on. The password never appears. */
function testErrorOf(error: unknown): TranslatableText {
  if (!(error instanceof LockProviderError)) return { key: 'errors.soapTestFailed' };
  if (error.providerCode === 'timeout') return { key: 'errors.soapTestTimeout' };
  if (error.providerCode === 'network') return { key: 'errors.soapTestUnreachable' };
  if (error.providerCode === 'AuthenticationFailed') return { key: 'errors.soapTestRefused' };
  if (error.providerMessage) {
    return {
      key: 'errors.soapTestFault',
      params: { message: error.providerMessage.slice(0, FAULT_TEXT_MAX) },
    };
  }
  const status = /^bwonline_http_(\d+)$/.exec(error.providerCode ?? '')?.[1];
  if (status === '401' || status === '403') return { key: 'errors.soapTestRefused' };
  if (status) return { key: 'errors.soapTestHttpStatus', params: { status } };
  return { key: 'errors.soapTestFailed' };
}

/**
 * The platform's own bwOnline SOAP account (`/admin/soap`): endpoint and username in
 * `platform_settings` (`bwonline`), the password as the platform credential
 * `platform.bwonline_password`. Hotels with bwOnline hardware and no endpoint of their own use
 * it (resolve-lock-provider.ts). Every change is recorded in the admin trail.
 */
export function createPlatformSoapService(deps: {
  db: Db;
  credentials: CredentialsService;
  jobs: JobSender;
  testTimeoutMs?: number;
}) {
  async function read(): Promise<PlatformSoap> {
    const [settings, password] = await Promise.all([
      findPlatformBwOnline(deps.db),
      deps.credentials.status(null, PASSWORD),
    ]);
    const configured = Boolean(settings.endpoint) && password.configured;
    return {
      endpoint: settings.endpoint,
      username: settings.username,
      password: { configured: password.configured },
      hotelsUsing: configured ? await countHotelsWithoutOwnBwOnline(deps.db) : 0,
    };
  }

  return {
    read,

    async update(input: PlatformSoapUpdate, actor: AuditActor): Promise<PlatformSoap> {
      const [before, password] = await Promise.all([
        findPlatformBwOnline(deps.db),
        deps.credentials.status(null, PASSWORD),
      ]);
      const wasConfigured = password.configured;
      const after = { endpoint: input.endpoint, username: input.username };
      assertPasswordForAccount(before, after, {
        given: input.password !== undefined,
        stored: wasConfigured,
        path: 'password',
      });
      await deps.db.transaction(async (tx) => {
        await savePlatformBwOnline(tx, after);
        await recordAdminChange(tx, {
          actor,
          subject: 'platform',
          action: 'platform.updated',
          label: 'bwOnline SOAP',
          before: { ...before },
          after,
        });
        const changesPassword =
          input.password !== undefined && (input.password !== '' || wasConfigured);
        const changesAccount =
          changesPassword ||
          before.endpoint !== after.endpoint ||
          before.username !== after.username;
        // The hotels on the platform's account reach another account (or the simulator) now,
        // which holds none of their codes yet: their current stays sync, as after a hotel's own
        // lock settings change.
        if (changesAccount) {
          for (const hotelId of await hotelIdsWithoutOwnBwOnline(tx)) {
            await resyncEveryStay(tx, deps.jobs, hotelId);
          }
        }
        if (!changesPassword) return;
        if (input.password === '') await deps.credentials.remove(null, PASSWORD, tx);
        else await deps.credentials.put(null, PASSWORD, input.password!, tx);
        await recordAdminChange(tx, {
          actor,
          subject: 'credential',
          action: 'credential.changed',
          label: 'bwOnline SOAP',
          before: { configured: wasConfigured },
          // A replaced password stays configured: `replaced` tells the entry from no change.
          after: {
            configured: input.password !== '',
            ...(wasConfigured && input.password !== '' ? { replaced: true } : {}),
          },
        });
      });
      return read();
    },

    /**
     * Calls the configured service with its cheapest read (GetComponents, the lock list) and
     * answers what it said or why not. Nothing configured is a conflict (409).
     */
    async test(): Promise<SoapTestOutcome> {
      const provider = await platformBwOnlineProvider(deps, {
        timeoutMs: deps.testTimeoutMs ?? SOAP_TEST_TIMEOUT_MS,
      });
      if (!provider) throw new AppError('CONFLICT', 'errors.soapNotConfigured');
      try {
        const locks = await provider.listLocks();
        return {
          ok: true,
          answer: { key: 'errors.soapTestAnswer', params: { count: locks.length } },
        };
      } catch (error) {
        return { ok: false, error: testErrorOf(error) };
      }
    },
  };
}

export type PlatformSoapService = ReturnType<typeof createPlatformSoapService>;
