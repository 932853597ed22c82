import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** seven.io signs a webhook at sending time; an older one is refused as a possible replay. */
export const SEVEN_SIGNATURE_MAX_AGE_SECONDS = 300;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * seven.io (their JS client's WebhookVerifier, docs/integrations/sms.md): X-Signature is the hex
 * HMAC-SHA256, keyed with the signing secret, of
 * `timestamp \n nonce \n METHOD \n URL \n md5-hex(raw body)`.
 */
export function sevenSignature(input: {
  secret: string;
  timestamp: string;
  nonce: string;
  method: string;
  url: string;
  body: string;
}): string {
  const bodyHash = createHash('md5').update(input.body).digest('hex');
  const signed = [input.timestamp, input.nonce, input.method.toUpperCase(), input.url, bodyHash];
  return createHmac('sha256', input.secret).update(signed.join('\n')).digest('hex');
}

export function verifySevenSignature(input: {
  secret: string;
  headers: { signature?: string; timestamp?: string; nonce?: string };
  method: string;
  url: string;
  body: string;
  nowSeconds: number;
}): boolean {
  const { signature, timestamp, nonce } = input.headers;
  if (!signature || !timestamp || !nonce || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(input.nowSeconds - Number(timestamp)) > SEVEN_SIGNATURE_MAX_AGE_SECONDS) {
    return false;
  }
  const expected = sevenSignature({ ...input, timestamp, nonce });
  return sameText(expected, signature.toLowerCase());
}

/**
 * Twilio: X-Twilio-Signature is base64(HMAC-SHA1(Auth Token, full URL + every POST parameter,
 * sorted by name, as name + value without separators)).
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const data = Object.keys(params)
    .sort()
    .reduce((signed, key) => signed + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function verifyTwilioSignature(input: {
  authToken: string;
  signature: string | undefined;
  url: string;
  params: Record<string, string>;
}): boolean {
  if (!input.signature) return false;
  return sameText(twilioSignature(input.authToken, input.url, input.params), input.signature);
}
