import { describe, expect, it } from 'vitest';
import { readListParams, toListQuery, writeListParams } from './list-params';

describe('booking list params', () => {
  it('reads back what it wrote, so a reload shows the same filters', () => {
    const search = new URLSearchParams(
      'status=pending,checked_in&number=12&search=Huber&arrival=2026-11-01,&departure=,2026-11-30&sort=number&page=2&limit=50',
    );
    const params = readListParams(search);
    expect(params.statuses).toEqual(['pending', 'checked_in']);
    expect(params.arrivalFrom).toBe('2026-11-01');
    expect(params.departureTo).toBe('2026-11-30');
    expect(readListParams(writeListParams(params))).toEqual(params);
  });

  it('drops unknown statuses, sorts and page sizes instead of sending them', () => {
    const params = readListParams(
      new URLSearchParams('status=bogus,new&sort=evil&limit=7&page=-3'),
    );
    expect(params.statuses).toEqual(['new']);
    expect(params.sort).toBe('-arrival');
    expect(params.limit).toBe(20);
    expect(params.page).toBe(1);
  });

  it('keeps a plain list plain in the URL and leaves empty filters out of the query', () => {
    const params = readListParams(new URLSearchParams());
    expect(writeListParams(params).toString()).toBe('');
    expect(toListQuery(params)).toEqual({
      status: undefined,
      number: undefined,
      roomType: undefined,
      search: undefined,
      arrival: undefined,
      departure: undefined,
      sort: '-arrival',
      page: 1,
      limit: 20,
    });
  });
});
