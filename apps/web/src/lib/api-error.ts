import type { ErrorBody, ErrorCode, FieldIssue } from '@hotel/shared/errors';
import { i18next } from '@/lib/i18n';

/** What the server answered to a failed call; none when nothing came back (offline, timeout). */
export interface HttpResponseLike {
  status: number;
  data: unknown;
}

/** A failed call of either client: the fetch client's ApiError or an axios error (staff app). */
export interface HttpFailure {
  response?: HttpResponseLike;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).message === 'string' &&
    typeof (value as ErrorBody).statusCode === 'number'
  );
}

/**
 * The ErrorBody behind a failed call, for both clients. The server already translated `message`
 * into the request language; without a response (offline, timeout) we say so ourselves.
 */
export function errorBodyOf(response: HttpResponseLike | undefined): ErrorBody {
  if (!response) {
    return { statusCode: 0, code: 'INTERNAL', message: i18next.t('app.errors.network') };
  }
  if (isErrorBody(response.data)) return response.data;
  return {
    statusCode: response.status,
    code: 'INTERNAL',
    message: i18next.t('app.errors.generic'),
  };
}

/** What the fetch client (public page, guest app) rejects with: the ErrorBody, and the response. */
export class ApiError extends Error implements ErrorBody, HttpFailure {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly issues: FieldIssue[] | undefined;
  readonly response: HttpResponseLike | undefined;

  constructor(response: HttpResponseLike | undefined, options?: ErrorOptions) {
    const body = errorBodyOf(response);
    super(body.message, options);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.code = body.code;
    this.issues = body.issues;
    this.response = response;
  }
}

/**
 * axios marks its errors with `isAxiosError` (its own isAxiosError() checks just that). Read by
 * shape: importing axios here would put it into the entries that do without it.
 */
function isAxiosFailure(error: unknown): error is HttpFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** The failed call behind an error, if it is one. */
export function httpFailureOf(error: unknown): HttpFailure | null {
  return error instanceof ApiError || isAxiosFailure(error) ? error : null;
}

/** The HTTP status the server answered a failed call with; undefined for anything else. */
export function httpStatusOf(error: unknown): number | undefined {
  return httpFailureOf(error)?.response?.status;
}

/** The ErrorBody behind any error: a failed call of either client, or an ErrorBody as is. */
export function toErrorBody(error: unknown): ErrorBody {
  const failure = httpFailureOf(error);
  if (failure) return errorBodyOf(failure.response);
  if (isErrorBody(error)) return error;
  return { statusCode: 500, code: 'INTERNAL', message: i18next.t('app.errors.generic') };
}

export function errorMessage(error: unknown): string {
  return toErrorBody(error).message;
}
