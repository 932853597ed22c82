import type { AdminDeliveryListQuery } from '@hotel/shared/contracts/admin-deliveries';
import {
  DELIVERY_REASONS,
  DELIVERY_STATUSES,
  NOTIFICATION_GATEWAYS,
  NOTIFICATION_MESSAGES,
  type DeliveryReason,
  type DeliveryStatus,
  type NotificationGateway,
  type NotificationMessage,
} from '@hotel/shared/guest-notifications';
import { isIsoDate } from '@hotel/shared/stay-dates';
import {
  compactSearchParams,
  DEFAULT_PAGE_SIZE,
  knownValue,
  pageSize,
  positiveInt,
} from '@/lib/list-params';
import { isUuid } from '@/lib/uuid';

/** The deliveries list's filters as they live in the URL (the dashboard links `?status=failed`). */
export interface DeliveryListParams {
  hotelId: string;
  status: DeliveryStatus | null;
  reason: DeliveryReason | null;
  gateway: NotificationGateway | null;
  message: NotificationMessage | null;
  /** Due on or after / on or before (YYYY-MM-DD, UTC days). */
  from: string;
  to: string;
  page: number;
  limit: number;
}

const day = (text: string | null) => (text && isIsoDate(text) ? text : '');

export function readDeliveryParams(search: URLSearchParams): DeliveryListParams {
  const hotelId = search.get('hotelId') ?? '';
  return {
    hotelId: isUuid(hotelId) ? hotelId : '',
    status: knownValue(search.get('status'), DELIVERY_STATUSES, null),
    reason: knownValue(search.get('reason'), DELIVERY_REASONS, null),
    gateway: knownValue(search.get('gateway'), NOTIFICATION_GATEWAYS, null),
    message: knownValue(search.get('message'), NOTIFICATION_MESSAGES, null),
    from: day(search.get('from')),
    to: day(search.get('to')),
    page: positiveInt(search.get('page'), 1),
    limit: pageSize(search.get('limit')),
  };
}

export function writeDeliveryParams(params: DeliveryListParams): URLSearchParams {
  return compactSearchParams([
    ['hotelId', params.hotelId],
    ['status', params.status ?? ''],
    ['reason', params.reason ?? ''],
    ['gateway', params.gateway ?? ''],
    ['message', params.message ?? ''],
    ['from', params.from],
    ['to', params.to],
    ['page', params.page === 1 ? '' : String(params.page)],
    ['limit', params.limit === DEFAULT_PAGE_SIZE ? '' : String(params.limit)],
  ]);
}

export function isRangeReversed(params: Pick<DeliveryListParams, 'from' | 'to'>): boolean {
  return Boolean(params.from && params.to && params.to < params.from);
}

/** The API query; a "to" before "from" is left out (the field says why) instead of a 400. */
export function toDeliveryQuery(params: DeliveryListParams): AdminDeliveryListQuery {
  return {
    hotelId: params.hotelId || undefined,
    status: params.status ?? undefined,
    reason: params.reason ?? undefined,
    gateway: params.gateway ?? undefined,
    message: params.message ?? undefined,
    from: params.from || undefined,
    to: (!isRangeReversed(params) && params.to) || undefined,
    page: params.page,
    limit: params.limit,
  };
}

export function hasDeliveryFilters(params: DeliveryListParams): boolean {
  return Boolean(
    params.hotelId ||
    params.status ||
    params.reason ||
    params.gateway ||
    params.message ||
    params.from ||
    params.to,
  );
}

export const NO_FILTERS: Partial<DeliveryListParams> = {
  hotelId: '',
  status: null,
  reason: null,
  gateway: null,
  message: null,
  from: '',
  to: '',
};
