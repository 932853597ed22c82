import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ErrorLogPage, ErrorLogQuery } from '@hotel/shared/contracts/error-log';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';
import { type ErrorLogListParams, type ErrorLogRange } from './error-log-params';

export const ERROR_LOG_PAGE_SIZE = 20;

const RANGE_MS: Record<ErrorLogRange, number> = {
  '24h': 24 * 60 * 60 * 1000,
  '7d': 7 * 24 * 60 * 60 * 1000,
  '30d': 30 * 24 * 60 * 60 * 1000,
};

/** The list's query: the time window starts `range` before the moment of the call. */
export function errorLogQueryOf(params: ErrorLogListParams, now = Date.now()): ErrorLogQuery {
  return {
    ...(params.kind ? { kind: params.kind } : {}),
    ...(params.hotelId ? { hotelId: params.hotelId } : {}),
    status: params.status,
    from: new Date(now - RANGE_MS[params.range]).toISOString(),
    page: params.page,
    limit: ERROR_LOG_PAGE_SIZE,
  };
}

export async function getErrorLog(params: ErrorLogListParams) {
  const { data } = await apiClient.get<ErrorLogPage>('/admin/error_log', {
    params: errorLogQueryOf(params),
  });
  return data;
}

export const errorLogQueryOptions = (params: ErrorLogListParams) =>
  queryOptions({
    queryKey: adminKeys.errorLogList(params),
    queryFn: () => getErrorLog(params),
    placeholderData: keepPreviousData,
  });

export function useErrorLog(params: ErrorLogListParams) {
  return useQuery(errorLogQueryOptions(params));
}
