import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import { readStored, writeStored } from '@/lib/storage';

/**
 * The last copy of each booking the guest opened, kept in localStorage so that the door code is
 * still there without a connection (a hotel corridor often has none). One entry per booking,
 * the newest few only; logging out forgets them all (a shared phone or tablet).
 */
const STORAGE_KEY = 'guest_app_bookings';
const MAX_STORED_BOOKINGS = 10;

export interface StoredBooking {
  booking: GuestBooking;
  /** When it was loaded from the server (ISO timestamp). */
  savedAt: string;
}

type StoredBookings = Record<string, StoredBooking>;

function readAll(): StoredBookings {
  try {
    const parsed: unknown = JSON.parse(readStored(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredBookings) : {};
  } catch {
    return {};
  }
}

export function readStoredBooking(bookingId: string): StoredBooking | null {
  const stored = readAll()[bookingId];
  return stored?.booking?._id === bookingId && typeof stored.savedAt === 'string' ? stored : null;
}

export function storeBooking(booking: GuestBooking, savedAt = new Date()) {
  const entries = Object.entries(readAll()).filter(([id]) => id !== booking._id);
  const newest = entries
    .sort(([, a], [, b]) => b.savedAt.localeCompare(a.savedAt))
    .slice(0, MAX_STORED_BOOKINGS - 1);
  const next: StoredBookings = Object.fromEntries(newest);
  next[booking._id] = { booking, savedAt: savedAt.toISOString() };
  writeStored(STORAGE_KEY, JSON.stringify(next));
}

export function forgetStoredBookings() {
  writeStored(STORAGE_KEY, null);
}
