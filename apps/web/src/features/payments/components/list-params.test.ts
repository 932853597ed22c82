import { describe, expect, it } from 'vitest';
import {
  isRangeReversed,
  readPaymentParams,
  toPaymentQuery,
  writePaymentParams,
} from './list-params';

describe('payment list params', () => {
  it('reads back what it wrote, so a reload shows the same filters', () => {
    const params = readPaymentParams(
      new URLSearchParams(
        'status=paid,pending&method=card,bank_transfer&from=2026-11-01&to=2026-11-30&booking=42&sort=amount&page=3&limit=50',
      ),
    );
    expect(params).toEqual({
      statuses: ['paid', 'pending'],
      methods: ['card', 'bank_transfer'],
      from: '2026-11-01',
      to: '2026-11-30',
      booking: '42',
      sort: 'amount',
      page: 3,
      limit: 50,
    });
    expect(readPaymentParams(writePaymentParams(params))).toEqual(params);
  });

  it('drops unknown statuses, methods, days, sorts and page sizes instead of sending them', () => {
    const params = readPaymentParams(
      new URLSearchParams('status=bogus,paid&method=cheque&from=yesterday&sort=evil&limit=7'),
    );
    expect(params.statuses).toEqual(['paid']);
    expect(params.methods).toEqual([]);
    expect(params.from).toBe('');
    expect(params.sort).toBe('-createdAt');
    expect(params.limit).toBe(20);
  });

  it('keeps a plain list plain and sends the filters as the API expects them', () => {
    expect(writePaymentParams(readPaymentParams(new URLSearchParams())).toString()).toBe('');
    const params = readPaymentParams(new URLSearchParams('status=new,paid&method=cash&booking=7'));
    expect(toPaymentQuery(params)).toEqual({
      status: 'new,paid',
      method: 'cash',
      from: undefined,
      to: undefined,
      number: 7,
      sort: '-createdAt',
      page: 1,
      limit: 20,
    });
  });

  it('leaves out a "to" day before the "from" day, which the API would refuse', () => {
    const reversed = readPaymentParams(new URLSearchParams('from=2026-11-30&to=2026-11-01'));
    expect(isRangeReversed(reversed)).toBe(true);
    expect(toPaymentQuery(reversed)).toMatchObject({ from: '2026-11-30', to: undefined });

    const sameDay = readPaymentParams(new URLSearchParams('from=2026-11-30&to=2026-11-30'));
    expect(isRangeReversed(sameDay)).toBe(false);
    expect(toPaymentQuery(sameDay)).toMatchObject({ from: '2026-11-30', to: '2026-11-30' });
  });
});
