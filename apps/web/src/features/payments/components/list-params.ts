import { PAYMENT_SORTS, type PaymentListQuery } from '@hotel/shared/contracts/payments';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
} from '@hotel/shared/payment-status';
import { isIsoDate } from '@hotel/shared/stay-dates';
import {
  compactSearchParams,
  knownValues,
  numberFilter,
  pagingEntries,
  readPaging,
  type Paging,
} from '@/lib/list-params';

export type PaymentSort = (typeof PAYMENT_SORTS)[number];
const DEFAULT_SORT: PaymentSort = '-createdAt';

/** The payments list's filters as they live in the URL. */
export interface PaymentListParams extends Paging<PaymentSort> {
  statuses: PaymentStatus[];
  methods: PaymentMethod[];
  /** Recorded on or after / on or before (YYYY-MM-DD, the hotel's days). */
  from: string;
  to: string;
  /** The booking's number as typed. */
  booking: string;
}

function day(text: string | null): string {
  return text && isIsoDate(text) ? text : '';
}

export function readPaymentParams(search: URLSearchParams): PaymentListParams {
  return {
    statuses: knownValues(search.get('status'), PAYMENT_STATUSES),
    methods: knownValues(search.get('method'), PAYMENT_METHODS),
    from: day(search.get('from')),
    to: day(search.get('to')),
    booking: (search.get('booking') ?? '').replace(/\D/g, ''),
    ...readPaging(search, PAYMENT_SORTS, DEFAULT_SORT),
  };
}

/** Only what differs from the defaults goes into the URL, so a plain /payment stays plain. */
export function writePaymentParams(params: PaymentListParams): URLSearchParams {
  return compactSearchParams([
    ['status', params.statuses.join(',')],
    ['method', params.methods.join(',')],
    ['from', params.from],
    ['to', params.to],
    ['booking', params.booking],
    ...pagingEntries(params, DEFAULT_SORT),
  ]);
}

/** A "to" day before the "from" day: the field says so, and the API would refuse it. */
export function isRangeReversed(params: Pick<PaymentListParams, 'from' | 'to'>): boolean {
  return Boolean(params.from && params.to && params.to < params.from);
}

/**
 * The API query (GET /api/payment); empty filters are left out, and so is a "to" before "from",
 * which the API answers with 400: the list and the export keep working while the field shows why.
 */
export function toPaymentQuery(params: PaymentListParams): PaymentListQuery {
  return {
    status: params.statuses.length ? params.statuses.join(',') : undefined,
    method: params.methods.length ? params.methods.join(',') : undefined,
    from: params.from || undefined,
    to: (!isRangeReversed(params) && params.to) || undefined,
    number: numberFilter(params.booking),
    sort: params.sort,
    page: params.page,
    limit: params.limit,
  };
}

export function hasPaymentFilters(params: PaymentListParams): boolean {
  return (
    params.statuses.length > 0 ||
    params.methods.length > 0 ||
    Boolean(params.from || params.to || params.booking)
  );
}
