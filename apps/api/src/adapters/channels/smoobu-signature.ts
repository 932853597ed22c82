import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Smoobu's request signing (mandatory since 2026-09-25, docs/integrations/smoobu.md). The one
 * canonical form lives here, so the client that signs and the test fake that checks can never
 * drift apart.
 */

export const SMOOBU_SIGNATURE_HEADERS = {
  apiKey: 'x-api-key',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  signature: 'x-signature',
} as const;

/** A request older or newer than this (seconds) is refused by Smoobu (assumed: five minutes). */
export const SMOOBU_SIGNATURE_WINDOW_SECONDS = 300;

export interface SmoobuSignedRequest {
  method: string;
  /** The path without query string, e.g. `/api/reservations`. */
  path: string;
  /** The decoded query parameters, in any order. */
  query: URLSearchParams;
  /** The body exactly as sent; '' for none. */
  body: string;
}

/** Parameters sorted by name, then value, each `name=value` percent-encoded, joined by `&`. */
export function canonicalQueryString(query: URLSearchParams): string {
  return [...query.entries()]
    .sort(([aName, aValue], [bName, bValue]) =>
      aName === bName ? compare(aValue, bValue) : compare(aName, bName),
    )
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * METHOD \n path \n sorted query \n timestamp \n nonce \n hex sha256(body): the exact message
 * Smoobu's HMAC covers.
 */
export function smoobuCanonicalMessage(
  request: SmoobuSignedRequest,
  timestamp: string,
  nonce: string,
): string {
  return [
    request.method.toUpperCase(),
    request.path,
    canonicalQueryString(request.query),
    timestamp,
    nonce,
    createHash('sha256').update(request.body, 'utf8').digest('hex'),
  ].join('\n');
}

/** base64(HMAC-SHA256(key = the API key, message = the canonical message)). */
export function smoobuSignature(
  apiKey: string,
  request: SmoobuSignedRequest,
  timestamp: string,
  nonce: string,
): string {
  return createHmac('sha256', apiKey)
    .update(smoobuCanonicalMessage(request, timestamp, nonce), 'utf8')
    .digest('base64');
}

/** The headers of a signed request: the legacy `Api-Key` and the HMAC scheme's four. */
export function smoobuAuthHeaders(
  apiKey: string,
  request: SmoobuSignedRequest,
  now: Date = new Date(),
  nonce: string = randomBytes(16).toString('hex'),
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    'Api-Key': apiKey,
    'X-API-Key': apiKey,
    'X-Timestamp': timestamp,
    'X-Nonce': nonce,
    'X-Signature': smoobuSignature(apiKey, request, timestamp, nonce),
  };
}

/** Whether `signature` is the right one for the request (constant time). */
export function isValidSmoobuSignature(
  apiKey: string,
  request: SmoobuSignedRequest,
  timestamp: string,
  nonce: string,
  signature: string,
): boolean {
  const expected = Buffer.from(smoobuSignature(apiKey, request, timestamp, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
