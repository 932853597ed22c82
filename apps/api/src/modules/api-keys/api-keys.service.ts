import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PERMISSIONS, type ApiKeyPermission } from '@hotel/shared/contracts/api-keys';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/is-uuid';
import type { ApiKeyPrincipal } from '../../lib/principal';
import { createApiKeysRepository } from './api-keys.repository';

/** Every key starts so; a bearer token with it is looked up as an API key, not as a JWT. */
export const API_KEY_PREFIX = 'hpms_';
/** `hpms_` and 43 base64url characters (32 random bytes). */
const API_KEY_PATTERN = /^hpms_[A-Za-z0-9_-]{43}$/;
/** How much of the key a list shows, so a key can be recognised. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;
/** last_used_at is written at most this often per key. */
const TOUCH_INTERVAL_MS = 60_000;

export const isApiKeyFormat = (token: string) => token.startsWith(API_KEY_PREFIX);

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const isPermission = (value: string): value is ApiKeyPermission =>
  (API_KEY_PERMISSIONS as readonly string[]).includes(value);

export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  permissions: ApiKeyPermission[];
  lastUsedAt: string | null;
  createdAt: string;
}

function toSummary(row: {
  id: string;
  name: string;
  prefix: string;
  permissions: string[];
  lastUsedAt: Date | null;
  createdAt: Date;
}): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    permissions: row.permissions.filter(isPermission),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Keys for a hotel's own systems (DESIGN decision 6): one hotel, its own permissions, stored as
 * a sha256 hash. The plain key exists only in the answer to `create`.
 */
export function createApiKeysService(deps: { db: Db }) {
  const repository = createApiKeysRepository(deps.db);

  return {
    async create(
      hotelId: string,
      request: { name: string; permissions: ApiKeyPermission[] },
      createdBy: string | null,
    ): Promise<ApiKeySummary & { key: string }> {
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await repository.insert({
        hotelId,
        name: request.name,
        prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
        keyHash: hashKey(key),
        permissions: [...new Set(request.permissions)],
        createdBy,
      });
      return { ...toSummary(row), key };
    },

    async list(hotelId: string): Promise<ApiKeySummary[]> {
      return (await repository.listOfHotel(hotelId)).map(toSummary);
    },

    async revoke(hotelId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await repository.revoke(hotelId, id))) {
        throw new AppError('NOT_FOUND', 'errors.apiKeyNotFound');
      }
    },

    /** The principal of a valid, unrevoked key, or null for anything else. */
    async authenticate(key: string): Promise<ApiKeyPrincipal | null> {
      if (!API_KEY_PATTERN.test(key)) return null;
      const row = await repository.findActiveByHash(hashKey(key));
      if (!row) return null;
      const staleBefore = new Date(Date.now() - TOUCH_INTERVAL_MS);
      if (!row.lastUsedAt || row.lastUsedAt < staleBefore) {
        await repository.touch(row.id, staleBefore);
      }
      return {
        kind: 'api_key',
        hotelId: row.hotelId,
        apiKeyId: row.id,
        name: row.name,
        permissions: row.permissions.filter(isPermission),
      };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
