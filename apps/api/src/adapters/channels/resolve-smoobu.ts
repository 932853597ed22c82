import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { CredentialsService } from '../../modules/credentials';
import type { SmoobuApi } from './smoobu-api';
import { createSmoobuClient, type SmoobuClientOptions } from './smoobu-client';

/** A Smoobu client for a key (the wizard checks a key before it is stored). */
export function smoobuClientForKey(
  apiKey: string,
  options: Omit<SmoobuClientOptions, 'apiKey'> = {},
): SmoobuApi {
  return createSmoobuClient({ ...options, apiKey });
}

/**
 * Each hotel's Smoobu client, with the key stored in the credentials table (`smoobu.api_key`),
 * read per call so a new key applies at once; null when the hotel has stored none. Whether the
 * plugin is switched on is the caller's question (hotels.plugins.smoobu.enabled).
 */
export function createSmoobuClientResolver(deps: {
  credentials: Pick<CredentialsService, 'get'>;
  config: Pick<AppConfig, 'smoobuApiUrl'>;
  /** Tests: shorter timeouts and retry delays. */
  clientOptions?: Omit<SmoobuClientOptions, 'apiKey' | 'baseUrl'>;
}) {
  /** `executor`: the caller's transaction, when it resolves inside one. */
  return async function smoobuClientFor(hotelId: string, executor?: Db): Promise<SmoobuApi | null> {
    const apiKey = await deps.credentials.get(hotelId, 'smoobu.api_key', executor);
    if (!apiKey) return null;
    return smoobuClientForKey(apiKey, { ...deps.clientOptions, baseUrl: deps.config.smoobuApiUrl });
  };
}

export type SmoobuClientFor = ReturnType<typeof createSmoobuClientResolver>;
