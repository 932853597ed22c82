/**
 * What the error log stores is redacted first: an error's message, stack or context can carry
 * whatever the failing request carried (an email, a phone number, a token, a password).
 * Masking errs on the side of too much; the log is for finding the bug, not the person.
 */

import { QUERY_PARAMS } from '../../lib/logger-options';
import { SECRET_NAME, SECRET_NAME_SOURCE } from '../../lib/secret-names';

/** Bounds of what is stored, in characters (message, stack) and JSON characters (context). */
export const STORED_LIMITS = { message: 2048, stack: 16 * 1024, context: 4096 } as const;

/** A secret name in a text, quoted or not (`"newPassword"`, `x-api-key`, `accessCode`). */
const KEY_NAME = String.raw`(?<![\w-])(?:${SECRET_NAME_SOURCE})`;

/** Not a value an earlier rule masked already (`Authorization: [redacted]`). */
const UNMASKED = String.raw`(?!\[redacted\])`;

const REPLACEMENTS: [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  // drizzle's "Failed query: …\nparams: <every bound value>": the values go before anything else.
  [QUERY_PARAMS, ''],
  // `Authorization: Token abc…`, `authorization=Basic …`: whatever the scheme, the rest of the line.
  [/(\bauthorization\s*[:=]\s*)[^\r\n]+/gi, '$1[redacted]'],
  // `Bearer eyJ…`, `Basic dXNlcjpw…`
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [token]'],
  // JWTs anywhere (header.payload.signature, base64url).
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, '[token]'],
  // "password":"…", 'code': '…' (JSON and JS object texts).
  [
    new RegExp(
      String.raw`(["']?${KEY_NAME}["']?\s*:\s*)("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')`,
      'gi',
    ),
    (_match, prefix: string, value: string) => `${prefix}${value[0]}[redacted]${value[0]}`,
  ],
  // password=… (form bodies, query strings): the value ends at a space or a separator.
  [new RegExp(String.raw`(${KEY_NAME}\s*=\s*)${UNMASKED}[^\s&,;"'}\]]+`, 'gi'), '$1[redacted]'],
  // password: correct horse battery staple (log texts): to the end of the line or a delimiter.
  [
    new RegExp(String.raw`(${KEY_NAME}\s*:[ \t]*)${UNMASKED}[^\s&,;"'}\]][^\r\n&,;"'}\]]*`, 'gi'),
    '$1[redacted]',
  ],
  // Query strings' values of secret keys in URLs: ?token=…&code=…
  [
    /([?&])([^=&#\s"']+)=([^&#\s"']*)/g,
    (match, separator: string, key: string) =>
      SECRET_NAME.test(key) ? `${separator}${key}=[redacted]` : match,
  ],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, '[email]'],
  // Long hex or base64 runs: keys, hashes, secrets (uuids are kept: they find the row).
  [/\b[0-9a-f]{32,}\b/gi, '[secret]'],
  // Not across `/`: a stack's file paths stay readable.
  [
    /(?<![A-Za-z0-9+_-])(?=[A-Za-z0-9+_-]*\d)(?=[A-Za-z0-9+_-]*[A-Za-z])[A-Za-z0-9+_-]{40,}={0,2}/g,
    '[secret]',
  ],
  // Phone numbers: + and digits, maybe with spaces, dashes, dots or brackets.
  [/\+\d[\d\s().-]{6,}\d/g, '[phone]'],
  // Long plain digit runs (a phone number without +, a card or account number).
  [/(?<![\d.:-])\d{9,}(?![\d.:-])/g, '[number]'],
];

/** The text with its secrets and personal data masked, cut to `maxLength` characters. */
export function redactText(text: string, maxLength: number): string {
  // Cut generously first, so a huge input costs little, then exactly after masking.
  let result = text.slice(0, maxLength * 2);
  for (const [pattern, replacement] of REPLACEMENTS) {
    result = result.replace(pattern, replacement as string);
  }
  return result.length > maxLength ? `${result.slice(0, maxLength - 1)}…` : result;
}

const MAX_DEPTH = 4;
const MAX_ENTRIES = 30;

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value, 500);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    return value.slice(0, MAX_ENTRIES).map((item) => redactValue(item, depth + 1));
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).slice(0, MAX_ENTRIES);
    return Object.fromEntries(
      entries.map(([key, item]) => [
        key.slice(0, 100),
        SECRET_NAME.test(key) ? '[redacted]' : redactValue(item, depth + 1),
      ]),
    );
  }
  return undefined;
}

/**
 * The context with values of secret-looking keys removed and every text masked; bounded to
 * `STORED_LIMITS.context` characters of JSON (a cut one keeps its start as a preview).
 */
export function redactContext(context: Record<string, unknown>): Record<string, unknown> {
  const redacted = redactValue(context, 0) as Record<string, unknown>;
  const json = JSON.stringify(redacted);
  if (json.length <= STORED_LIMITS.context) return redacted;
  return { truncated: true, preview: json.slice(0, STORED_LIMITS.context - 100) };
}

/**
 * The message as the fingerprint sees it: numbers, uuids and quoted values replaced, so "Booking
 * 17 not found" and "Booking 18 not found" are one group.
 */
export function normalizeForFingerprint(message: string): string {
  return message
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '<value>')
    .replace(/\d+(\.\d+)?/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim();
}
