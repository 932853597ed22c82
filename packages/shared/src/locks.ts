import type { BookingStatus } from './booking-status';
import { isAccessGranted, isOpenAccessPayment } from './guest-app';
import type { PaymentStatus } from './payment-status';

/**
 * Door locks (issue 15, spec §3 "Lock", §4 "Lock access", §7 "Locks"), shared so the desk, the
 * guest app and the server agree on who may open which door when.
 */

/**
 * The lock hardware a hotel is configured for. The spec's is bwOnline (its SOAP service, or the
 * local simulator of it when no endpoint is configured); Nuki is a public cloud-lock API.
 */
export const LOCK_HARDWARE = ['bwOnline', 'nuki'] as const;
export type LockHardware = (typeof LOCK_HARDWARE)[number];
export const DEFAULT_LOCK_HARDWARE: LockHardware = 'bwOnline';

/** What actually answers for the hotel's locks right now (the UI says which). */
export const LOCK_PROVIDERS = ['simulator', 'bwOnline', 'nuki'] as const;
export type LockProviderKind = (typeof LOCK_PROVIDERS)[number];

export const LOCK_SORT_PROPS = ['name', 'providerId'] as const;
export type LockSortProp = (typeof LOCK_SORT_PROPS)[number];

/** How a guest gets in: the door code, or opening from the guest app (switch_access_method). */
export const ACCESS_METHODS = ['code', 'app'] as const;
export type AccessMethod = (typeof ACCESS_METHODS)[number];

/**
 * Spec §4 "Lock access": new (waiting), pending (planned), access allowed, access denied,
 * completed, canceled.
 */
export const LOCK_ACCESS_STATES = [
  'new',
  'pending',
  'access_allowed',
  'access_denied',
  'completed',
  'canceled',
] as const;
export type LockAccessState = (typeof LOCK_ACCESS_STATES)[number];

/** Why access is denied inside the window (shown to staff and to the guest). */
export const ACCESS_DENIED_REASONS = ['payment_open', 'self_check_in_open'] as const;
export type AccessDeniedReason = (typeof ACCESS_DENIED_REASONS)[number];

/** The stay's access window: check-in time on arrival to check-out time on departure. */
export interface AccessWindow {
  from: Date;
  until: Date;
}

export interface AccessFacts {
  status: BookingStatus;
  hasRoom: boolean;
  payments: readonly { status: PaymentStatus; grantsRoomAccess: boolean }[];
  selfCheckInOffered: boolean;
  selfCheckInCompleted: boolean;
  window: AccessWindow;
}

/**
 * Whether the doors should know the booking's code at all (a grant at the provider): a
 * confirmed stay with a room whose window has not ended, nothing open that stands between the
 * guest and the room (the guest app's rule). The provider limits it to the window itself.
 */
export function shouldHoldGrant(facts: AccessFacts, now: Date): boolean {
  if (facts.status !== 'pending' && facts.status !== 'checked_in') return false;
  if (!facts.hasRoom || now.getTime() >= facts.window.until.getTime()) return false;
  return isAccessGranted(facts);
}

/**
 * The booking's lock access state at `now` (spec §4). Derived, never stored: the window opening
 * or closing changes it without anything having to run.
 */
export function lockAccessState(
  facts: AccessFacts,
  now: Date,
): { state: LockAccessState; reason: AccessDeniedReason | null } {
  if (facts.status === 'canceled') return { state: 'canceled', reason: null };
  if (facts.status === 'completed') return { state: 'completed', reason: null };
  if (facts.status === 'new' || !facts.hasRoom) return { state: 'new', reason: null };
  if (now.getTime() >= facts.window.until.getTime()) return { state: 'completed', reason: null };
  const reason = deniedReason(facts);
  if (now.getTime() < facts.window.from.getTime()) {
    // Planned: the grant waits at the provider for the window (or, with something open, for it).
    return { state: 'pending', reason };
  }
  return reason ? { state: 'access_denied', reason } : { state: 'access_allowed', reason: null };
}

function deniedReason(facts: AccessFacts): AccessDeniedReason | null {
  if (facts.payments.some(isOpenAccessPayment)) return 'payment_open';
  if (facts.selfCheckInOffered && !facts.selfCheckInCompleted) return 'self_check_in_open';
  return null;
}

/**
 * Door codes every supported provider takes: Nuki keypad codes are six digits from 1–9 (no 0)
 * and must not start with "12"; bwOnline is assumed to take any digits (docs/integrations/
 * locks.md). The entrance gets nine digits when the hotel has `nine_digit_additional_entrance`.
 */
export const DOOR_CODE_LENGTH = 6;
export const NINE_DIGIT_ENTRANCE_CODE_LENGTH = 9;

export function isValidDoorCode(code: string, length = DOOR_CODE_LENGTH): boolean {
  return new RegExp(`^[1-9]{${length}}$`).test(code) && !code.startsWith('12');
}

/** A fresh door code; `randomBelow(limit)` gives an integer in [0, limit). */
export function newDoorCode(randomBelow: (limit: number) => number, length = DOOR_CODE_LENGTH) {
  for (;;) {
    let code = '';
    for (let i = 0; i < length; i += 1) code += String(1 + randomBelow(9));
    if (isValidDoorCode(code, length)) return code;
  }
}
