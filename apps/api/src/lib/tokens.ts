import { createHash, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AUTH_TOKEN_TTL_SECONDS } from '@hotel/shared/constants';

/** Access token of the staff API: HS256, one day like the web's auth cookie (spec §9). */
export function signAccessToken(userId: string, secret: string): string {
  return jwt.sign({}, secret, {
    algorithm: 'HS256',
    subject: userId,
    expiresIn: AUTH_TOKEN_TTL_SECONDS,
  });
}

/** The user id of a valid token, or null for anything else (expired, forged, malformed). */
export function verifyAccessToken(token: string, secret: string): string | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
    return typeof payload === 'object' && typeof payload.sub === 'string' ? payload.sub : null;
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
