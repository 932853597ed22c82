import { z } from 'zod';
import type { Principal } from '../../lib/principal';
import { readAccessToken, verifyGuestToken } from '../../lib/tokens';
import { isApiKeyFormat, type ApiKeysService } from '../api-keys';
import type { AccessRepository, AuthUser } from './access.repository';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export type ResolvedPrincipal =
  | { principal: Extract<Principal, { kind: 'staff' }>; user: AuthUser }
  | { principal: Exclude<Principal, { kind: 'staff' | 'system' }>; user: null };

/**
 * Who sent `Authorization: Bearer <token>`: an API key (`hpms_…`), a staff JWT or a guest JWT
 * (distinct audience). Users, guests and keys are loaded on every call, so a deleted user or
 * guest, a revoked key or an ended session (older generation) stops working at once. Null for no or an invalid credential.
 */
export function createPrincipalResolver(deps: {
  repository: AccessRepository;
  apiKeys: ApiKeysService;
  jwtSecret: string;
}) {
  return async (token: string): Promise<ResolvedPrincipal | null> => {
    if (isApiKeyFormat(token)) {
      const principal = await deps.apiKeys.authenticate(token);
      return principal ? { principal, user: null } : null;
    }
    const staff = readAccessToken(token, deps.jwtSecret);
    if (staff) {
      const found = isUuid(staff.userId) ? await deps.repository.findUser(staff.userId) : undefined;
      // A password change, a reset or "log out everywhere" ended the sessions of older tokens.
      if (!found || found.sessionGeneration !== staff.generation) return null;
      const { sessionGeneration: _generation, ...user } = found;
      return { principal: { kind: 'staff', user }, user };
    }
    const claims = verifyGuestToken(token, deps.jwtSecret);
    if (!claims || !isUuid(claims.hotelId) || !isUuid(claims.guestId)) return null;
    const guest = await deps.repository.findGuest(claims.hotelId, claims.guestId);
    if (!guest) return null;
    return {
      principal: {
        kind: 'guest',
        hotelId: claims.hotelId,
        guestId: claims.guestId,
        name: `${guest.firstName} ${guest.lastName}`.trim(),
      },
      user: null,
    };
  };
}

export type PrincipalResolver = ReturnType<typeof createPrincipalResolver>;
