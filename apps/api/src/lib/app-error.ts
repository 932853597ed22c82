import type { SmbStatus } from '@hotel/shared/contracts/csv-import';
import type { PublicAlternatives } from '@hotel/shared/contracts/public-booking';
import { ERROR_STATUS, type ErrorCode } from '@hotel/shared/errors';

export interface AppErrorIssue {
  path: string;
  key: string;
  params?: Record<string, string | number>;
}

export interface AppErrorDetails {
  /** Field issues with untranslated keys; the error handler translates them. */
  issues?: AppErrorIssue[];
  /** Parameters for the message key. */
  params?: Record<string, string | number>;
  /** A 429's wait, sent as the Retry-After header. */
  retryAfterSeconds?: number;
  /** Fields the error body carries besides the message (errorBodySchema documents each). */
  extra?: ErrorBodyExtra;
}

/** What an error answer may add to ErrorBody; each field belongs to one kind of error. */
export interface ErrorBodyExtra {
  /** ROOM_TYPE_SOLD_OUT: what is still free for the visitor. */
  alternatives?: PublicAlternatives;
  /** SMB_FAILED: the share's status, so the form can point at the field to fix. */
  smbStatus?: SmbStatus;
}

/**
 * The one error type services throw. `messageKey` is an i18n key (or several, translated and
 * joined with a space, e.g. a permission text and its ending); the error handler translates it
 * into the request language, and the status always comes from the shared code map.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string | readonly string[],
    readonly details: AppErrorDetails = {},
  ) {
    super(typeof messageKey === 'string' ? messageKey : messageKey.join(' '));
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** A validation failure found by a service (e.g. a wrong current password), shaped like zod's. */
export function validationError(issues: AppErrorIssue[]): AppError {
  return new AppError('VALIDATION', 'errors.validation', { issues });
}
