import { describe, expect, it } from 'vitest';
import { readListParams, toListQuery, writeListParams } from './list-params';

const TODAY = '2026-11-23';
const read = (query: string) => readListParams(new URLSearchParams(query), TODAY);

describe('booking list params', () => {
  it('reads back what it wrote, so a reload shows the same filters', () => {
    const params = read(
      'status=pending,checked_in&number=12&search=Huber&arrival=2026-11-01,&departure=,2026-11-30&sort=number&page=2&limit=50',
    );
    expect(params.statuses).toEqual(['pending', 'checked_in']);
    expect(params.arrivalFrom).toBe('2026-11-01');
    expect(params.departureTo).toBe('2026-11-30');
    expect(readListParams(writeListParams(params, TODAY), TODAY)).toEqual(params);
  });

  it('drops unknown statuses, sorts and page sizes instead of sending them', () => {
    const params = read('status=bogus,new&sort=evil&limit=7&page=-3');
    expect(params.statuses).toEqual(['new']);
    expect(params.sort).toBe('arrival');
    expect(params.limit).toBe(20);
    expect(params.page).toBe(1);
  });

  it('opens on what the desk needs now: arrivals from today on, the next first, in a plain URL', () => {
    const params = read('');
    expect(writeListParams(params, TODAY).toString()).toBe('');
    expect(toListQuery(params)).toEqual({
      status: undefined,
      number: undefined,
      roomType: undefined,
      search: undefined,
      arrival: `${TODAY},`,
      departure: undefined,
      sort: 'arrival',
      page: 1,
      limit: 20,
    });
  });

  it('lists every arrival once the arrival filter is cleared, also after a reload', () => {
    const cleared = { ...read(''), arrivalFrom: '' };
    const url = writeListParams(cleared, TODAY);
    expect(url.toString()).toBe('arrival=all');
    expect(readListParams(url, TODAY)).toEqual(cleared);
    expect(toListQuery(cleared).arrival).toBeUndefined();
  });
});
