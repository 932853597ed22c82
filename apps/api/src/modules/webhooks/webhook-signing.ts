import { createHmac, randomBytes } from 'node:crypto';
import type { KeyedCredential } from '../credentials';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): the receiver recomputes the
 * HMAC over id, timestamp and body with the shared secret, and refuses old timestamps, so a
 * recorded delivery cannot be replayed later. docs/integrations/webhooks.md shows the check.
 */

const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

/** A new endpoint secret, `whsec_` + base64 of 32 random bytes: shown once, then only stored. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` under the secret's bytes. */
export function webhookSignature(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/** Every header of one delivery attempt; the timestamp is the attempt's, not the event's. */
export function webhookHeaders(
  secret: string,
  id: string,
  body: string,
  now: Date,
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'HotelPMS-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(secret, id, timestamp, body),
  };
}

/** Where an endpoint's secret is stored: the credentials table, keyed by the endpoint. */
export const signingSecretOf = (endpointId: string): KeyedCredential => ({
  name: 'webhook.signing_secret',
  key: endpointId,
});
