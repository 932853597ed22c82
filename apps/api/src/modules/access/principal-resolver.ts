import { isUuid } from '../../lib/is-uuid';
import type { Principal } from '../../lib/principal';
import { readAccessToken, verifyGuestToken } from '../../lib/tokens';
import { isApiKeyFormat, type ApiKeysService } from '../api-keys';
import type { AccessRepository, AuthUser, HotelMembership } from './access.repository';

/** The staff user's membership of the hotel the request named, read with the user. */
export interface MembershipLookup {
  hotelId: string;
  /** Null: not a member of that hotel. */
  membership: HotelMembership | null;
}

export type ResolvedPrincipal =
  | {
      principal: Extract<Principal, { kind: 'staff' }>;
      user: AuthUser;
      /** Set when the request named a hotel (a UUID): the hotel scope needs no second query. */
      membershipLookup?: MembershipLookup;
    }
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
  /**
   * `namedHotel`: the hotel the request names, if any. For staff it is read in the same query
   * as the user (one round trip per request); it grants nothing by itself, the hotel scope
   * still decides with the membership.
   */
  return async (token: string, namedHotel?: string): Promise<ResolvedPrincipal | null> => {
    if (isApiKeyFormat(token)) {
      const principal = await deps.apiKeys.authenticate(token);
      return principal ? { principal, user: null } : null;
    }
    const staff = readAccessToken(token, deps.jwtSecret);
    if (staff) {
      if (!isUuid(staff.userId)) return null;
      const hotelId = namedHotel !== undefined && isUuid(namedHotel) ? namedHotel : undefined;
      const found = hotelId
        ? await deps.repository.findUserInHotel(staff.userId, hotelId)
        : { user: await deps.repository.findUser(staff.userId), membership: undefined };
      // A password change, a reset or "log out everywhere" ended the sessions of older tokens.
      if (!found?.user || found.user.sessionGeneration !== staff.generation) return null;
      const { sessionGeneration: _generation, ...user } = found.user;
      const resolved: ResolvedPrincipal = { principal: { kind: 'staff', user }, user };
      if (hotelId && found.membership !== undefined) {
        resolved.membershipLookup = { hotelId, membership: found.membership };
      }
      return resolved;
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
