import type { FastifyServerOptions } from 'fastify';

/**
 * What the log may carry: no passwords or hashes, no tokens, link tokens or access codes, and no
 * personal data (emails, names, phone numbers). Database errors are the risky part: drizzle puts
 * the statement's parameters into its message ("params: …" with the new user's argon2 hash) and
 * PostgreSQL's `detail` quotes the row ("Failing row contains (…)", "Key (email)=(…)").
 */

export const REDACTED = '[redacted]';

/** Fields that hold a secret or personal data wherever they appear in a logged object. */
const SENSITIVE_FIELDS = [
  'password',
  'currentPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'tokenHash',
  'token_hash',
  'accessCode',
  'access_code',
  'secret',
  'apiKey',
  'authToken',
  'signingSecret',
  'email',
  'pendingEmail',
  'phone',
  'mobile',
  'firstName',
  'lastName',
  'params',
  'parameters',
];

const SENSITIVE = new Set(SENSITIVE_FIELDS);

/** Keys whose serializers below (and Fastify's `res`) write only whitelisted fields. */
const SERIALIZED_KEYS = new Set(['req', 'res', 'err', 'error']);

/** `{ ...value }` with each sensitive field censored, or undefined when it has none. */
function censoredCopy(value: object): Record<string, unknown> | undefined {
  let copy: Record<string, unknown> | undefined;
  for (const field of Object.keys(value)) {
    if (SENSITIVE.has(field)) {
      copy ??= { ...value };
      copy[field] = REDACTED;
    }
  }
  return copy;
}

/**
 * pino's `log` formatter: censors the sensitive fields of a logged object and of the objects
 * directly inside it (pino's `redact` paths `field` and `*.field`). Serialized keys are left to
 * their whitelisting serializers, which is why `req.headers.authorization` never shows. Hand
 * written because pino's `redact` clones and re-walks every logged object, about 80 % of a
 * request's logging cost (issue 19), while most lines hold nothing to censor and are passed on.
 */
export function censorSensitive(object: Record<string, unknown>): Record<string, unknown> {
  let result: Record<string, unknown> | undefined;
  for (const key of Object.keys(object)) {
    if (SERIALIZED_KEYS.has(key)) continue;
    const value = object[key];
    let replacement: unknown;
    if (SENSITIVE.has(key)) replacement = REDACTED;
    else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      replacement = censoredCopy(value);
    }
    if (replacement === undefined) continue;
    result ??= { ...object };
    result[key] = replacement;
  }
  return result ?? object;
}

/** Error properties that describe what failed without quoting any value. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'dataType',
] as const;

/** drizzle's "\nparams: …" after a failed query: every bound value, to the end of the text. */
export const QUERY_PARAMS = /\n?\s*params:[\s\S]*$/;

/**
 * Drops what follows drizzle's "params:" (the bound values), quoted values in PostgreSQL's
 * messages (`invalid input syntax for type uuid: "…"`) and anything shaped like an email.
 */
export function safeErrorMessage(message: string): string {
  return message
    .replace(QUERY_PARAMS, '')
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, (quoted) =>
      // Identifiers in double quotes ("users_email_unique") say what failed; keep them.
      /^"[a-z_][a-z0-9_.]*"$/i.test(quoted) ? quoted : REDACTED,
    )
    .replace(/[^\s<>"'@()=]+@[^\s<>"'@()=]+/g, '[email]');
}

export interface SafeError {
  type: string;
  message: string;
  stack: string;
  cause?: SafeError;
  [field: string]: unknown;
}

/**
 * A whitelisting error serializer: only the type, the cleaned message, the stack frames and the
 * fields above survive, through up to three causes (drizzle wraps the driver's error). Anything
 * else an error carries (query parameters, `detail`, `where`, a request body) is left out.
 */
export function serializeSafeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    const message = safeErrorMessage(String(error));
    return { type: typeof error, message, stack: message };
  }
  const message = safeErrorMessage(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const result: SafeError = {
    type: error.constructor?.name ?? 'Error',
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') result[field] = value;
  }
  if (error.cause !== undefined && depth < 3) {
    result.cause = serializeSafeError(error.cause, depth + 1);
  }
  return result;
}

/** Channels' addresses end in their secret token (`/api/channel/ical/<token>.ics`). */
const CHANNEL_PATH_TOKEN = /^(\/api\/channel\/(?:[^/]+\/)+)[^/]+?(\.ics)?(\/?)$/;

/** Query values are personal data or secrets often enough (`?token=`, `?search=Müller`). */
export function safeUrl(rawUrl: string): string {
  const queryStart = rawUrl.indexOf('?');
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  // Only the path: a slash in the query must not let the token stay in the log.
  const safePath = path.replace(CHANNEL_PATH_TOKEN, `$1${REDACTED}$2$3`);
  if (queryStart === -1) return safePath;
  const names = rawUrl
    .slice(queryStart + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`);
  return `${safePath}?${names.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string };
  ip?: string;
}

/** The logger of every process role (web and worker), optionally writing to `stream` (tests). */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    formatters: { log: censorSensitive },
    serializers: {
      err: serializeSafeError,
      error: serializeSafeError,
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: safeUrl(request.url),
        route: request.routeOptions?.url,
        remoteAddress: request.ip,
      }),
    },
  };
}
