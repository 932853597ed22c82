import { describe, expect, it } from 'vitest';
import type { BookingStatus } from './booking-status';
import {
  guestDisplayedStatus,
  isAccessGranted,
  isOpenAccessPayment,
  type GuestDisplayedStatus,
} from './guest-app';
import type { PaymentStatus } from './payment-status';

const pay = (status: PaymentStatus, grantsRoomAccess = true) => ({ status, grantsRoomAccess });

describe('guestDisplayedStatus (spec §4 "Guest-app displayed status")', () => {
  const cases: [BookingStatus, ReturnType<typeof pay>[], GuestDisplayedStatus][] = [
    ['canceled', [], 'canceled'],
    ['canceled', [pay('new')], 'canceled'],
    ['completed', [], 'completed'],
    ['completed', [pay('pending')], 'completed'],
    ['new', [pay('new')], 'pending_payment'],
    ['new', [pay('pending')], 'pending_payment'],
    ['new', [pay('expired')], 'pending_payment'],
    ['new', [pay('paid'), pay('expired')], 'pending_payment'],
    ['new', [], 'pending_confirmation'],
    ['new', [pay('paid')], 'pending_confirmation'],
    ['new', [pay('canceled')], 'pending_confirmation'],
    // Only a payment that grants room access stands between the guest and the room.
    ['new', [pay('new', false)], 'pending_confirmation'],
    ['pending', [], 'confirmed'],
    ['pending', [pay('new')], 'confirmed'],
    ['checked_in', [], 'checked_in'],
    ['checked_in', [pay('new')], 'checked_in'],
  ];
  it.each(cases)('%s with %j shows %s', (status, payments, shown) => {
    expect(guestDisplayedStatus(status, payments)).toBe(shown);
  });
});

describe('isOpenAccessPayment', () => {
  it.each([
    [pay('new'), true],
    [pay('pending'), true],
    [pay('expired'), true],
    [pay('paid'), false],
    [pay('canceled'), false],
    [pay('new', false), false],
  ])('%j → %s', (payment, open) => {
    expect(isOpenAccessPayment(payment)).toBe(open);
  });
});

describe('isAccessGranted', () => {
  const base = {
    status: 'pending' as BookingStatus,
    payments: [] as ReturnType<typeof pay>[],
    selfCheckInOffered: false,
    selfCheckInCompleted: false,
  };
  it.each([
    ['a confirmed stay without open payments', {}, true],
    ['a new stay without open payments', { status: 'new' }, true],
    ['a checked-in stay', { status: 'checked_in' }, true],
    ['a canceled stay', { status: 'canceled' }, false],
    ['a completed stay', { status: 'completed' }, false],
    ['an open payment that grants access', { payments: [pay('pending')] }, false],
    ['an expired payment that grants access', { payments: [pay('expired')] }, false],
    ['an open payment that does not grant access', { payments: [pay('new', false)] }, true],
    ['a paid payment that grants access', { payments: [pay('paid')] }, true],
    ['self check-in offered, not completed', { selfCheckInOffered: true }, false],
    [
      'self check-in offered and completed',
      { selfCheckInOffered: true, selfCheckInCompleted: true },
      true,
    ],
    [
      'self check-in completed but a payment open',
      { selfCheckInOffered: true, selfCheckInCompleted: true, payments: [pay('new')] },
      false,
    ],
  ] as const)('%s → %s', (_name, change, granted) => {
    expect(isAccessGranted({ ...base, ...change } as typeof base)).toBe(granted);
  });
});
