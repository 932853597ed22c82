import type { TFunction } from 'i18next';
import { isAxiosError } from 'axios';
import { isRouteErrorResponse } from 'react-router';
import type { RouteErrorData } from '@/lib/route-handle';

export interface ErrorDescription {
  status: number;
  title: string;
  message: string | null;
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
  if (isAxiosError(error)) return error.response?.status ?? 500;
  if (typeof error === 'object' && error !== null) {
    const candidate = error as { statusCode?: unknown; status?: unknown };
    return numberOrUndefined(candidate.statusCode) ?? numberOrUndefined(candidate.status) ?? 500;
  }
  return 500;
}

function detailOf(error: unknown, t: TFunction): string | null {
  if (isRouteErrorResponse(error)) {
    if (isRouteErrorData(error.data) && error.data.messageKeys.length > 0) {
      return error.data.messageKeys.map((key) => t(key, error.data.params)).join(' ');
    }
    return typeof error.data === 'string' && error.data ? error.data : null;
  }
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
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
