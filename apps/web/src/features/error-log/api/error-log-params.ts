import type { ErrorLogKind, ErrorLogStatus } from '@hotel/shared/contracts/error-log';

/** The page's time windows; the list asks for occurrences since `now - range`. */
export const ERROR_LOG_RANGES = ['24h', '7d', '30d'] as const;
export type ErrorLogRange = (typeof ERROR_LOG_RANGES)[number];

export interface ErrorLogListParams {
  kind: ErrorLogKind | null;
  hotelId: string | null;
  status: ErrorLogStatus;
  range: ErrorLogRange;
  page: number;
}
