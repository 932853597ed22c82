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

/** The desk's view: arrivals from today on, the next one first. */
const DEFAULT_SORT: BookingSort = 'arrival';
/** In the URL for "any arrival", since no `arrival` at all means "from today". */
const ANY_ARRIVAL = 'all';

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

/** `today` is the hotel's date: a plain /booking lists the arrivals from then on. */
export function readListParams(search: URLSearchParams, today: string): BookingListParams {
  const arrival = search.get('arrival');
  const [arrivalFrom, arrivalTo] =
    arrival === null ? [today, ''] : rangeParts(arrival === ANY_ARRIVAL ? '' : arrival);
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

function arrivalEntry(params: BookingListParams, today: string) {
  if (params.arrivalFrom === today && !params.arrivalTo) return '';
  return range(params.arrivalFrom, params.arrivalTo) || ANY_ARRIVAL;
}

/** Only what differs from the defaults goes into the URL, so a plain /booking stays plain. */
export function writeListParams(params: BookingListParams, today: string): URLSearchParams {
  return compactSearchParams([
    ['status', params.statuses.join(',')],
    ['number', params.number],
    ['roomType', params.roomType],
    ['search', params.search],
    ['arrival', arrivalEntry(params, today)],
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
