/**
 * The one list of names whose values are secrets, wherever a value is named: a JSON or object
 * key, `key=value` in a text, a query parameter. The error log's redaction and the audit trail
 * build their patterns from it, so a name added here is masked everywhere.
 */

/** Secret wherever they occur inside a name: `newPassword`, `x-api-key`, `refresh_token`. */
export const SECRET_NAME_PARTS = [
  'password',
  'passwd',
  'pwd',
  'secret',
  'token',
  'api[-_]?key',
  'authorization',
  'credential',
  'private[-_]?key',
  'signature',
  'cookie',
] as const;

/**
 * Short names, secret as the whole name or its end (`code`, `accessCode`, `otp`, `newPin`); only
 * at the end, as `pin` or `code` inside a word (`shipping`, `codec`) says nothing.
 */
export const SECRET_NAME_ENDINGS = [
  'code',
  'otp',
  'pin',
  'pass',
  'auth',
  'sig',
  'session',
  'key',
] as const;

/** A regex source (no anchors, no flags) that matches a whole secret name of word characters. */
export const SECRET_NAME_SOURCE =
  // Bounded runs, so a long word in a large text costs linear time, not quadratic.
  String.raw`[\w-]{0,40}(?:${SECRET_NAME_PARTS.join('|')})[\w-]{0,40}|[\w-]{0,40}(?:${SECRET_NAME_ENDINGS.join('|')})(?![\w-])`;

/** Whether a name (an object key, a query parameter) holds a secret; case-insensitive. */
export const SECRET_NAME = new RegExp(String.raw`^(?:${SECRET_NAME_SOURCE})$`, 'i');
