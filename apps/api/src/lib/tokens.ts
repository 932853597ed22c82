import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AUTH_TOKEN_TTL_SECONDS } from '@hotel/shared/constants';

let lastKey: { secret: string; key: KeyObject } | undefined;

/**
 * The secret as the HMAC key object jsonwebtoken would make of it. Given a plain string,
 * jsonwebtoken first tries it as a PEM public key and only makes a secret key after that throws:
 * on every verify, a thrown error and about a tenth of an authenticated request's CPU time
 * (issue 19's profile). Same key, same tokens, no exception.
 */
function hmacKey(secret: string): KeyObject {
  if (lastKey?.secret !== secret) lastKey = { secret, key: createSecretKey(Buffer.from(secret)) };
  return lastKey.key;
}

/**
 * Access token of the staff API: HS256, one day like the web's auth cookie (spec §9). `gen` is
 * the user's session generation when it was issued: raising it (password change or reset, log
 * out everywhere) ends every token issued before.
 */
export function signAccessToken(userId: string, secret: string, generation = 0): string {
  return jwt.sign({ gen: generation }, hmacKey(secret), {
    algorithm: 'HS256',
    subject: userId,
    expiresIn: AUTH_TOKEN_TTL_SECONDS,
  });
}

/**
 * The user id of a valid staff token, or null for anything else (expired, forged, malformed, or
 * a token of another audience such as a guest's: staff tokens carry no audience).
 */
export function verifyAccessToken(token: string, secret: string): string | null {
  return readAccessToken(token, secret)?.userId ?? null;
}

/** The claims of a valid staff token; one without `gen` predates generations and counts as 0. */
export function readAccessToken(
  token: string,
  secret: string,
): { userId: string; generation: number } | null {
  try {
    const payload = jwt.verify(token, hmacKey(secret), { algorithms: ['HS256'] });
    if (typeof payload !== 'object' || payload.aud !== undefined) return null;
    if (typeof payload.sub !== 'string') return null;
    const generation = payload.gen === undefined ? 0 : payload.gen;
    if (typeof generation !== 'number' || !Number.isInteger(generation)) return null;
    return { userId: payload.sub, generation };
  } catch {
    return null;
  }
}

const GUEST_AUDIENCE = 'guest';

export interface GuestTokenClaims {
  hotelId: string;
  guestId: string;
}

/** A guest app token: one hotel, one guest, one day like the guest token cookie (spec §9). */
export function signGuestToken(claims: GuestTokenClaims, secret: string): string {
  return jwt.sign({ kind: 'guest', hotel: claims.hotelId }, hmacKey(secret), {
    algorithm: 'HS256',
    audience: GUEST_AUDIENCE,
    subject: claims.guestId,
    expiresIn: AUTH_TOKEN_TTL_SECONDS,
  });
}

/** The claims of a valid guest token, or null for anything else (a staff token included). */
export function verifyGuestToken(token: string, secret: string): GuestTokenClaims | null {
  try {
    const payload = jwt.verify(token, hmacKey(secret), {
      algorithms: ['HS256'],
      audience: GUEST_AUDIENCE,
    });
    if (typeof payload !== 'object' || payload.kind !== 'guest') return null;
    const { hotel, sub } = payload as { hotel?: unknown; sub?: unknown };
    return typeof hotel === 'string' && typeof sub === 'string'
      ? { hotelId: hotel, guestId: sub }
      : null;
  } catch {
    return null;
  }
}

/** A token for an email link; only its hash is stored. */
export function createLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
