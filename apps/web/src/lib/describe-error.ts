import type { TFunction } from 'i18next';
import { httpFailureOf } from '@/lib/api-error';
import type { RouteErrorData } from '@/lib/route-handle';

export interface ErrorDescription {
  status: number;
  title: string;
  message: string | null;
}

interface RouteErrorResponse {
  status: number;
  statusText: string;
  internal: boolean;
  data: unknown;
}

/**
 * React Router's error responses (an unknown path, a thrown `data()`) and our RouteError: the
 * test of React Router's isRouteErrorResponse, which the entries without React Router cannot use.
 */
function isRouteErrorResponse(error: unknown): error is RouteErrorResponse {
  const candidate = error as Partial<RouteErrorResponse> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.status === 'number' &&
    typeof candidate.statusText === 'string' &&
    typeof candidate.internal === 'boolean' &&
    'data' in candidate
  );
}

function isRouteErrorData(value: unknown): value is RouteErrorData {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as RouteErrorData).messageKeys)
  );
}

function numberOrUndefined(value: unknown) {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Status from statusCode, status or the response's status; 500 when none is known (spec §8). */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  const failure = httpFailureOf(error);
  if (failure) return failure.response?.status ?? 500;
  if (typeof error === 'object' && error !== null) {
    const candidate = error as { statusCode?: unknown; status?: unknown };
    return numberOrUndefined(candidate.statusCode) ?? numberOrUndefined(candidate.status) ?? 500;
  }
  return 500;
}

function detailOf(error: unknown, t: TFunction): string | null {
  if (isRouteErrorResponse(error)) {
    const { data } = error;
    if (isRouteErrorData(data) && data.messageKeys.length > 0) {
      return data.messageKeys.map((key) => t(key, data.params)).join(' ');
    }
    return typeof data === 'string' && data ? data : null;
  }
  const failure = httpFailureOf(error);
  if (failure) {
    const data: unknown = failure.response?.data;
    const message = (data as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : null;
  }
  if (error instanceof Error && error.message) return error.message;
  return null;
}

export function describeError(error: unknown, t: TFunction): ErrorDescription {
  const status = errorStatus(error);
  const detail = detailOf(error, t);
  if (status === 404) return { status, title: t('app.errorPage.notFound'), message: null };
  if (status === 500) {
    const isOwnDetail = isRouteErrorResponse(error);
    // Unexpected 500s may carry internals in their message; only our own route errors show it.
    return { status, title: t('app.errorPage.internal'), message: isOwnDetail ? detail : null };
  }
  return { status, title: detail ?? t('app.errorPage.generic'), message: null };
}
