import {
  BOOKING_SORTS,
  type BookingListQuery,
  type BookingSort,
} from '@hotel/shared/contracts/bookings';
import { BOOKING_STATUSES, type BookingStatus } from '@hotel/shared/booking-status';
import {
  compactSearchParams,
  knownValues,
  numberFilter,
  pagingEntries,
  readPaging,
  type Paging,
} from '@/lib/list-params';

const DEFAULT_SORT: BookingSort = '-arrival';

/** The list's filters as they live in the URL (shareable, survive reload, back button works). */
export interface BookingListParams extends Paging<BookingSort> {
  statuses: BookingStatus[];
  number: string;
  roomType: string;
  search: string;
  arrivalFrom: string;
  arrivalTo: string;
  departureFrom: string;
  departureTo: string;
}

function rangeParts(text: string | null): [string, string] {
  const [from = '', to = ''] = (text ?? '').split(',');
  return [from, to];
}

export function readListParams(search: URLSearchParams): BookingListParams {
  const [arrivalFrom, arrivalTo] = rangeParts(search.get('arrival'));
  const [departureFrom, departureTo] = rangeParts(search.get('departure'));
  return {
    statuses: knownValues(search.get('status'), BOOKING_STATUSES),
    number: search.get('number') ?? '',
    roomType: search.get('roomType') ?? '',
    search: search.get('search') ?? '',
    arrivalFrom,
    arrivalTo,
    departureFrom,
    departureTo,
    ...readPaging(search, BOOKING_SORTS, DEFAULT_SORT),
  };
}

function range(from: string, to: string) {
  return from || to ? `${from},${to}` : '';
}

/** Only what differs from the defaults goes into the URL, so a plain /booking stays plain. */
export function writeListParams(params: BookingListParams): URLSearchParams {
  return compactSearchParams([
    ['status', params.statuses.join(',')],
    ['number', params.number],
    ['roomType', params.roomType],
    ['search', params.search],
    ['arrival', range(params.arrivalFrom, params.arrivalTo)],
    ['departure', range(params.departureFrom, params.departureTo)],
    ...pagingEntries(params, DEFAULT_SORT),
  ]);
}

/** The API query of the list (spec §7); empty filters are left out. */
export function toListQuery(params: BookingListParams): BookingListQuery {
  return {
    status: params.statuses.length ? params.statuses.join(',') : undefined,
    number: numberFilter(params.number),
    roomType: params.roomType || undefined,
    search: params.search.trim() || undefined,
    arrival: range(params.arrivalFrom, params.arrivalTo) || undefined,
    departure: range(params.departureFrom, params.departureTo) || undefined,
    sort: params.sort,
    page: params.page,
    limit: params.limit,
  };
}
