/**
 * Reading and writing a list's filters in the URL (shareable, survive reload, back button
 * works). Unknown or broken values fall back to the defaults instead of failing.
 */

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export function positiveInt(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** `a,b,x` → the known values among them, in the order given. */
export function knownValues<T extends string>(text: string | null, allowed: readonly T[]): T[] {
  return (text ?? '')
    .split(',')
    .filter((part): part is T => (allowed as readonly string[]).includes(part));
}

/** One of the allowed values, or the fallback (a default, or null for "not filtered"). */
export function knownValue<T extends string, F extends T | null>(
  text: string | null,
  allowed: readonly T[],
  fallback: F,
): T | F {
  return text !== null && (allowed as readonly string[]).includes(text) ? (text as T) : fallback;
}

export function pageSize(text: string | null): number {
  const limit = positiveInt(text, DEFAULT_PAGE_SIZE);
  return (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE;
}

/** The sort, page and page size every paged list keeps in the URL. */
export interface Paging<S extends string> {
  sort: S;
  page: number;
  limit: number;
}

export function readPaging<S extends string>(
  search: URLSearchParams,
  sorts: readonly S[],
  defaultSort: S,
): Paging<S> {
  return {
    sort: knownValue(search.get('sort'), sorts, defaultSort),
    page: positiveInt(search.get('page'), 1),
    limit: pageSize(search.get('limit')),
  };
}

/** Paging's URL entries; the defaults write nothing, so a plain list keeps a plain URL. */
export function pagingEntries<S extends string>(
  paging: Paging<S>,
  defaultSort: S,
): [string, string][] {
  return [
    ['sort', paging.sort === defaultSort ? '' : paging.sort],
    ['page', paging.page === 1 ? '' : String(paging.page)],
    ['limit', paging.limit === DEFAULT_PAGE_SIZE ? '' : String(paging.limit)],
  ];
}

/** Leaves out empty values, so a list without filters keeps a plain URL. */
export function compactSearchParams(entries: [string, string][]): URLSearchParams {
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

/** A positive whole number typed into a filter, or undefined. */
export function numberFilter(text: string): number | undefined {
  const number = Number(text);
  return text !== '' && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** A list query without its page and page size: what an export of every match sends. */
export function withoutPaging<Q extends { page?: unknown; limit?: unknown }>(
  query: Q,
): Omit<Q, 'page' | 'limit'> {
  const { page: _page, limit: _limit, ...filters } = query;
  return filters;
}
