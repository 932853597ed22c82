/**
 * The booking status machine of spec §4. Shared so the server refuses exactly what the
 * client hides: new → pending → checked_in → completed; cancel from new, pending or
 * checked_in. completed and canceled are final.
 */
export const BOOKING_STATUSES = ['new', 'pending', 'checked_in', 'completed', 'canceled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  new: ['pending', 'canceled'],
  pending: ['checked_in', 'canceled'],
  checked_in: ['completed', 'canceled'],
  completed: [],
  canceled: [],
};

export function nextStatuses(from: BookingStatus): readonly BookingStatus[] {
  return TRANSITIONS[from];
}

export function canChangeStatus(from: BookingStatus, to: BookingStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isFinalStatus(status: BookingStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/** Transitions the staff must confirm first (spec §4: completing and canceling are final). */
export function needsConfirmation(to: BookingStatus): boolean {
  return to === 'completed' || to === 'canceled';
}

/** A canceled booking frees its room; every other status holds it for [arrival, departure). */
export function holdsRoom(status: BookingStatus): boolean {
  return status !== 'canceled';
}

export const BOOKING_SOURCES = [
  'manual',
  'smoobu',
  'public_page',
  'api',
  'csv',
  'roomraccoon',
] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/**
 * What a booking row is: a guest's `stay`, or a `block` (a channel's blocked period, e.g. an
 * owner stay at Smoobu) that holds its room like a stay but has no guest, price or messages.
 */
export const BOOKING_KINDS = ['stay', 'block'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
