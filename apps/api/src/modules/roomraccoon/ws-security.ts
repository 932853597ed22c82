import { createHash, timingSafeEqual } from 'node:crypto';
import type { UsernameToken } from './ota-envelope';

/** How far a PasswordDigest's Created may lie from our clock (WS-Security leaves it to us). */
export const DIGEST_WINDOW_MS = 5 * 60 * 1000;
/** WS-Security's nonce is 16 bytes in practice; anything this long is not a nonce. */
const MAX_NONCE_BYTES = 64;

/** Equal without a timing hint: both sides hashed first, so lengths never differ. */
export function safeEqual(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** PasswordDigest of the UsernameToken profile 1.0: Base64(SHA-1(nonce + created + password)). */
export function passwordDigest(nonceBase64: string, created: string, password: string): string {
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(nonceBase64, 'base64'), Buffer.from(created + password)]))
    .digest('base64');
}

function isFresh(created: string, now: Date): boolean {
  const at = Date.parse(created);
  return Number.isFinite(at) && Math.abs(now.getTime() - at) <= DIGEST_WINDOW_MS;
}

/**
 * Whether a UsernameToken carries our user name and password, as PasswordText or as a
 * PasswordDigest made within DIGEST_WINDOW_MS. Nonces are not remembered: a replayed message
 * changes nothing, since every reservation is applied idempotently by its id.
 */
export function isUsernameTokenValid(
  token: UsernameToken | null,
  expected: { username: string; password: string },
  now = new Date(),
): boolean {
  if (!token || expected.username === '' || expected.password === '') return false;
  const userMatches = safeEqual(token.username, expected.username);
  if (!token.isDigest) return safeEqual(token.password, expected.password) && userMatches;
  const nonceBytes = Buffer.from(token.nonce, 'base64').length;
  if (nonceBytes === 0 || nonceBytes > MAX_NONCE_BYTES || !isFresh(token.created, now)) {
    return false;
  }
  const digest = passwordDigest(token.nonce, token.created, expected.password);
  return safeEqual(token.password, digest) && userMatches;
}
