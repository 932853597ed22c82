import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  canChangeStatus,
  holdsRoom,
  isFinalStatus,
  needsConfirmation,
  nextStatuses,
} from './booking-status';

describe('booking status machine (spec §4)', () => {
  it('walks new → pending → checked_in → completed', () => {
    expect(canChangeStatus('new', 'pending')).toBe(true);
    expect(canChangeStatus('pending', 'checked_in')).toBe(true);
    expect(canChangeStatus('checked_in', 'completed')).toBe(true);
  });

  it('cancels from new, pending and checked_in only', () => {
    expect(BOOKING_STATUSES.filter((from) => canChangeStatus(from, 'canceled'))).toEqual([
      'new',
      'pending',
      'checked_in',
    ]);
  });

  it('refuses skipping steps, going back and staying put', () => {
    expect(canChangeStatus('new', 'checked_in')).toBe(false);
    expect(canChangeStatus('new', 'completed')).toBe(false);
    expect(canChangeStatus('checked_in', 'pending')).toBe(false);
    expect(canChangeStatus('pending', 'pending')).toBe(false);
  });

  it('treats completed and canceled as final: nothing leaves them', () => {
    for (const final of ['completed', 'canceled'] as const) {
      expect(isFinalStatus(final)).toBe(true);
      expect(nextStatuses(final)).toEqual([]);
      for (const to of BOOKING_STATUSES) expect(canChangeStatus(final, to)).toBe(false);
    }
    expect(isFinalStatus('checked_in')).toBe(false);
  });

  it('asks for confirmation only before the final steps', () => {
    expect(BOOKING_STATUSES.filter(needsConfirmation)).toEqual(['completed', 'canceled']);
  });

  it('frees the room only when canceled', () => {
    expect(BOOKING_STATUSES.filter((status) => !holdsRoom(status))).toEqual(['canceled']);
  });
});
