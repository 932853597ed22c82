import { isAxiosError } from 'axios';
import type { ErrorBody } from '@hotel/shared/errors';
import { i18next } from '@/lib/i18n';

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).message === 'string' &&
    typeof (value as ErrorBody).statusCode === 'number'
  );
}

/**
 * The ErrorBody behind any failed call. The server already translated `message` into the
 * request language; without a response (offline, timeout) we say so ourselves.
 */
export function toErrorBody(error: unknown): ErrorBody {
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (isErrorBody(data)) return data;
    if (!error.response) {
      return { statusCode: 0, code: 'INTERNAL', message: i18next.t('app.errors.network') };
    }
    return {
      statusCode: error.response.status,
      code: 'INTERNAL',
      message: i18next.t('app.errors.generic'),
    };
  }
  if (isErrorBody(error)) return error;
  return { statusCode: 500, code: 'INTERNAL', message: i18next.t('app.errors.generic') };
}

export function errorMessage(error: unknown): string {
  return toErrorBody(error).message;
}
