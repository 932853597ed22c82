import { describe, expect, it } from 'vitest';
import { INITIAL_FLOW_STATE, parseFlowState, serializeFlowState } from './flow-state';

const TODAY = '2026-12-10';
const ROOM = '22222222-2222-4222-8222-222222222222';
const parse = (search: string) => parseFlowState(search, TODAY);

describe('parseFlowState', () => {
  it('reads back what it wrote', () => {
    const state = {
      ...INITIAL_FLOW_STATE,
      step: 'payment' as const,
      arrival: '2026-12-14',
      departure: '2026-12-17',
      adults: 3,
      kids: 1,
      roomType: ROOM,
      services: ['a-1', 'b-2'],
      payment: 'bank_transfer' as const,
    };
    expect(parse(serializeFlowState(state))).toEqual(state);
    expect(serializeFlowState(INITIAL_FLOW_STATE)).toBe('');
  });

  it('opens an unknown step at the dates', () => {
    expect(parse('?step=checkout&arrival=2026-12-14&departure=2026-12-17').step).toBe('dates');
  });

  it('ignores dates that are not days, and a departure not after the arrival', () => {
    expect(parse('?arrival=2026-02-30&departure=tomorrow')).toMatchObject({
      arrival: '',
      departure: '',
    });
    expect(parse('?arrival=2026-12-14&departure=2026-12-14')).toMatchObject({
      arrival: '2026-12-14',
      departure: '',
    });
  });

  it('sends a later step without a stay, or with a past arrival, to the dates', () => {
    expect(parse(`?step=services&roomType=${ROOM}`).step).toBe('dates');
    expect(parse('?step=rooms&arrival=2026-12-01&departure=2026-12-03')).toMatchObject({
      step: 'dates',
      arrival: '2026-12-01',
    });
  });

  it('sends a step after the rooms without a room type to the rooms', () => {
    expect(parse('?step=details&arrival=2026-12-14&departure=2026-12-17').step).toBe('rooms');
  });

  it('opens the confirmation only with a booking and its receipt', () => {
    expect(parse('?step=done&booking=b-1').step).toBe('dates');
    expect(parse('?step=done&booking=b-1&receipt=r-1').step).toBe('done');
  });

  it('keeps guest counts in range and drops malformed ids and payment methods', () => {
    expect(parse('?adults=0&kids=99')).toMatchObject({ adults: 2, kids: 0 });
    expect(parse('?adults=4&kids=2')).toMatchObject({ adults: 4, kids: 2 });
    expect(parse('?roomType=<script>&services=a,,a,b c&payment=cash')).toMatchObject({
      roomType: '',
      services: ['a'],
      payment: '',
    });
  });
});
