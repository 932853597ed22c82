import { DOOR_CODE_LENGTH, isValidDoorCode } from '@hotel/shared/locks';
import { callLockProvider, isRetryableStatus, type LockProviderResponse } from './lock-http';
import { LockProviderError, type LockProvider } from './lock-provider';

/**
 * Nuki's Web API (docs/integrations/locks.md): the account's smartlocks, the remote unlock and
 * keypad codes as smartlock authorisations, with the account's API token as bearer token.
 */
export const NUKI_DEFAULT_API_URL = 'https://api.nuki.io';

/** Nuki's type of a keypad code authorisation. */
export const NUKI_KEYPAD_CODE = 13;
/** Nuki refuses a keypad code's name longer than this (HTTP 422). */
export const NUKI_AUTH_NAME_MAX = 20;
/** Every weekday (bitmask Monday 64 … Sunday 1); the window alone limits the code. */
const ALL_WEEK_DAYS = 127;

/** Nuki's smartlock ids are numbers; anything else never reaches a URL path. */
const SMARTLOCK_ID = /^\d{1,20}$/;
/** Nuki's authorisation ids are hex object ids; we accept what it lists, within bounds. */
const AUTH_ID = /^[A-Za-z0-9_-]{1,64}$/;

interface NukiAuth {
  id?: unknown;
  type?: unknown;
  name?: unknown;
  code?: unknown;
}

/** Nuki's own text of a failed call: `detailMessage`, `message` or Restlet's `description`. */
export function nukiMessageOf(text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const fields = body as Record<string, unknown>;
  for (const key of ['detailMessage', 'message', 'description']) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 300);
  }
  return null;
}

function failureOf(response: LockProviderResponse): LockProviderError {
  // 423: Nuki is still applying an earlier change of the same authorisation; it clears itself.
  const retryable = isRetryableStatus(response.status) || response.status === 423;
  return new LockProviderError(
    nukiMessageOf(response.text),
    retryable,
    `nuki_http_${response.status}`,
  );
}

function parseJson(response: LockProviderResponse): unknown {
  try {
    return JSON.parse(response.text);
  } catch {
    throw new LockProviderError(null, true, 'nuki_bad_response');
  }
}

function smartlockPath(providerId: string): string {
  if (!SMARTLOCK_ID.test(providerId)) {
    throw new LockProviderError(`“${providerId.slice(0, 40)}” is not a Nuki smartlock id`, false);
  }
  return `/smartlock/${providerId}`;
}

/** The keypad's rule (six digits 1–9, not starting with 12), checked before Nuki is asked. */
export function assertNukiKeypadCode(code: string) {
  if (!isValidDoorCode(code, DOOR_CODE_LENGTH)) {
    throw new LockProviderError(
      'Nuki keypad codes are six digits from 1 to 9 and must not start with 12',
      false,
      'nuki_code_invalid',
    );
  }
}

export function createNukiLockProvider(options: {
  apiToken: string;
  baseUrl?: string;
}): LockProvider {
  const base = (options.baseUrl ?? NUKI_DEFAULT_API_URL).replace(/\/+$/, '');

  async function call(method: string, path: string, body?: object) {
    const response = await callLockProvider(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${options.apiToken}`,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return response;
  }

  async function succeed(method: string, path: string, body?: object) {
    const response = await call(method, path, body);
    if (response.status < 200 || response.status > 299) throw failureOf(response);
    return response;
  }

  /** The keypad authorisation with this name and code, when Nuki lists it. */
  async function findKeypadAuth(path: string, name: string, code: string) {
    const auths = parseJson(await succeed('GET', `${path}/auth`));
    if (!Array.isArray(auths)) throw new LockProviderError(null, true, 'nuki_bad_response');
    const match = (auths as NukiAuth[]).find(
      (auth) => auth.type === NUKI_KEYPAD_CODE && auth.name === name && String(auth.code) === code,
    );
    return match && typeof match.id === 'string' && AUTH_ID.test(match.id) ? match.id : null;
  }

  return {
    kind: 'nuki',
    supportsNineDigitCodes: false,

    async listLocks() {
      const smartlocks = parseJson(await succeed('GET', '/smartlock'));
      if (!Array.isArray(smartlocks)) throw new LockProviderError(null, true, 'nuki_bad_response');
      return smartlocks
        .filter(
          (lock): lock is { smartlockId: number | string; name?: unknown } =>
            lock && (typeof lock.smartlockId === 'number' || typeof lock.smartlockId === 'string'),
        )
        .map((lock) => ({
          providerId: String(lock.smartlockId),
          name: typeof lock.name === 'string' ? lock.name : String(lock.smartlockId),
        }));
    },

    async open(providerId) {
      await succeed('POST', `${smartlockPath(providerId)}/action/unlock`);
    },

    async grant(grant) {
      const path = smartlockPath(grant.providerId);
      assertNukiKeypadCode(grant.code);
      const name = grant.label.trim().slice(0, NUKI_AUTH_NAME_MAX).trim();
      // Nuki answers the creation without an id, so the grant is found by its name and code;
      // looking first makes a retried grant (after a timeout or a late listing) take no second code.
      const existing = await findKeypadAuth(path, name, grant.code);
      if (existing) return { ref: existing };
      await succeed('PUT', `${path}/auth`, {
        name,
        type: NUKI_KEYPAD_CODE,
        code: Number(grant.code),
        allowedFromDate: grant.validFrom.toISOString(),
        allowedUntilDate: grant.validUntil.toISOString(),
        allowedWeekDays: ALL_WEEK_DAYS,
        allowedFromTime: 0,
        allowedUntilTime: 0,
      });
      const created = await findKeypadAuth(path, name, grant.code);
      if (!created) {
        // Nuki applies authorisations asynchronously; the retry finds it (or creates it).
        throw new LockProviderError(null, true, 'nuki_auth_not_listed');
      }
      return { ref: created };
    },

    async revoke(providerId, ref) {
      const path = smartlockPath(providerId);
      if (!AUTH_ID.test(ref)) return; // never one of Nuki's ids: nothing there to revoke
      const response = await call('DELETE', `${path}/auth/${ref}`);
      // An authorisation (or smartlock) Nuki no longer knows is as revoked as it gets.
      if (response.status === 404) return;
      if (response.status < 200 || response.status > 299) throw failureOf(response);
    },
  };
}
