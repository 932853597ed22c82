import {
  BOOKING_SORTS,
  type BookingListQuery,
  type BookingSort,
} from '@hotel/shared/contracts/bookings';
import { BOOKING_STATUSES, type BookingStatus } from '@hotel/shared/booking-status';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_SORT: BookingSort = '-arrival';
const DEFAULT_LIMIT = 20;

/** The list's filters as they live in the URL (shareable, survive reload, back button works). */
export interface BookingListParams {
  statuses: BookingStatus[];
  number: string;
  roomType: string;
  search: string;
  arrivalFrom: string;
  arrivalTo: string;
  departureFrom: string;
  departureTo: string;
  sort: BookingSort;
  page: number;
  limit: number;
}

function positive(text: string | null, fallback: number) {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function rangeParts(text: string | null): [string, string] {
  const [from = '', to = ''] = (text ?? '').split(',');
  return [from, to];
}

export function readListParams(search: URLSearchParams): BookingListParams {
  const sort = search.get('sort') as BookingSort | null;
  const [arrivalFrom, arrivalTo] = rangeParts(search.get('arrival'));
  const [departureFrom, departureTo] = rangeParts(search.get('departure'));
  const limit = positive(search.get('limit'), DEFAULT_LIMIT);
  return {
    statuses: (search.get('status') ?? '')
      .split(',')
      .filter((part): part is BookingStatus =>
        (BOOKING_STATUSES as readonly string[]).includes(part),
      ),
    number: search.get('number') ?? '',
    roomType: search.get('roomType') ?? '',
    search: search.get('search') ?? '',
    arrivalFrom,
    arrivalTo,
    departureFrom,
    departureTo,
    sort: sort && BOOKING_SORTS.includes(sort) ? sort : DEFAULT_SORT,
    page: positive(search.get('page'), 1),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
  };
}

function range(from: string, to: string) {
  return from || to ? `${from},${to}` : '';
}

/** Only what differs from the defaults goes into the URL, so a plain /booking stays plain. */
export function writeListParams(params: BookingListParams): URLSearchParams {
  const entries: [string, string][] = [
    ['status', params.statuses.join(',')],
    ['number', params.number],
    ['roomType', params.roomType],
    ['search', params.search],
    ['arrival', range(params.arrivalFrom, params.arrivalTo)],
    ['departure', range(params.departureFrom, params.departureTo)],
    ['sort', params.sort === DEFAULT_SORT ? '' : params.sort],
    ['page', params.page === 1 ? '' : String(params.page)],
    ['limit', params.limit === DEFAULT_LIMIT ? '' : String(params.limit)],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

/** The API query of the list (spec §7); empty filters are left out. */
export function toListQuery(params: BookingListParams): BookingListQuery {
  const number = Number(params.number);
  return {
    status: params.statuses.length ? params.statuses.join(',') : undefined,
    number: Number.isInteger(number) && number > 0 ? number : undefined,
    roomType: params.roomType || undefined,
    search: params.search.trim() || undefined,
    arrival: range(params.arrivalFrom, params.arrivalTo) || undefined,
    departure: range(params.departureFrom, params.departureTo) || undefined,
    sort: params.sort,
    page: params.page,
    limit: params.limit,
  };
}
