import { describe, expect, it } from 'vitest';
import { emptyFormValues, toRequest } from './booking-form-values';

const ROOM_TYPE = '6f1c2b1e-0d7a-4c55-9d8e-2b1f8a7c3d41';

describe('booking form values', () => {
  it('takes the calendar prefill and ignores a malformed date', () => {
    const values = emptyFormValues(
      new URLSearchParams(`roomType=${ROOM_TYPE}&arrival=2026-12-01&departure=tomorrow`),
    );
    expect(values.roomType).toBe(ROOM_TYPE);
    expect(values.arrival).toBe('2026-12-01');
    expect(values.departure).toBe('');
  });

  it('refuses a departure before arrival with the minimum stay message', () => {
    const values = {
      ...emptyFormValues(new URLSearchParams()),
      roomType: ROOM_TYPE,
      arrival: '2026-12-05',
      departure: '2026-12-05',
    };
    expect(toRequest(values, 'EUR')).toEqual({
      errors: { departure: { key: 'validation.minimumStay', params: { days: 1 } } },
    });
  });

  it('refuses a stay of more than 365 nights with the same message as the server', () => {
    const values = {
      ...emptyFormValues(new URLSearchParams()),
      roomType: ROOM_TYPE,
      arrival: '2026-12-05',
      departure: '2027-12-06',
    };
    expect(toRequest(values, 'EUR')).toEqual({
      errors: { departure: { key: 'validation.stayTooLong', params: { max: 365 } } },
    });
    expect(toRequest({ ...values, departure: '2027-12-05' }, 'EUR')).toHaveProperty('body');
  });

  it('keeps the limit of a too long notice, so its message can name it', () => {
    const values = {
      ...emptyFormValues(new URLSearchParams()),
      roomType: ROOM_TYPE,
      arrival: '2026-12-01',
      departure: '2026-12-03',
      notice: 'x'.repeat(2001),
    };
    expect(toRequest(values, 'EUR')).toEqual({
      errors: { notice: { key: 'validation.tooLong', params: { max: 2000 } } },
    });
  });

  it('sends a manual price in minor units and "assign later" as no room', () => {
    const values = {
      ...emptyFormValues(new URLSearchParams()),
      roomType: ROOM_TYPE,
      arrival: '2026-12-01',
      departure: '2026-12-03',
      isPriceManual: true,
      manualPrice: '199,50',
    };
    const result = toRequest(values, 'EUR');
    expect(result).toMatchObject({ body: { price: 19950, room: null, roomType: ROOM_TYPE } });
  });

  it('marks an unreadable manual price', () => {
    const values = {
      ...emptyFormValues(new URLSearchParams()),
      roomType: ROOM_TYPE,
      arrival: '2026-12-01',
      departure: '2026-12-03',
      isPriceManual: true,
      manualPrice: 'abc',
    };
    expect(toRequest(values, 'EUR')).toEqual({
      errors: { manualPrice: { key: 'validation.moneyInvalid' } },
    });
  });
});
