/**
 * Error codes shared by API and web. The API answers every error as ErrorBody; the web reads
 * `message` (already translated for the request language) and `issues` for field errors.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_MEMBER: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An optimistic-concurrency precondition failed: someone changed the record in between. */
  BOOKING_CHANGED: 409,
  /** Checking in needs a room; the desk answers by assigning one. */
  ROOM_REQUIRED: 409,
  /** The public page's last room went to someone else; the body lists alternatives. */
  ROOM_TYPE_SOLD_OUT: 409,
  /** reCAPTCHA refused the request (a bot, or an expired token). */
  CAPTCHA_FAILED: 400,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  /**
   * A guest may not open this door now (not theirs, outside the window, something open): the
   * guest app shows the reason and keeps the guest signed in, unlike other 403s.
   */
  LOCK_ACCESS_DENIED: 403,
  /** A door-lock provider refused or could not be reached (its message when it gave one). */
  LOCK_PROVIDER_FAILED: 502,
  /** A Windows share refused the CSV import's read; the body's `smbStatus` says how (spec §8). */
  SMB_FAILED: 502,
  INTERNAL: 500,
  /** PGlite's line of waiting requests is full or was too slow: try again after Retry-After. */
  SERVER_BUSY: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldIssue {
  /** Dotted path of the field, e.g. `contact.email`. */
  path: string;
  /** i18n key of the message, e.g. `validation.required`. */
  key: string;
  /** The message translated into the request language. */
  message: string;
  params?: Record<string, string | number>;
}

export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  issues?: FieldIssue[];
  /** ROOM_TYPE_SOLD_OUT only: what is still free (PublicAlternatives of contracts/public-booking). */
  alternatives?: unknown;
  /** SMB_FAILED only: the share's status (SMB_STATUSES of contracts/csv-import). */
  smbStatus?: string;
}
