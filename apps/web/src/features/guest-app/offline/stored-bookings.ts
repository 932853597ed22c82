import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import { guestTokenGuestId } from '@/lib/guest-session';
import { readStored, writeStored } from '@/lib/storage';

/**
 * The last copy of each booking the guest opened, kept in localStorage so that the door code is
 * still there without a connection (a hotel corridor often has none). One entry per booking,
 * the newest few only. A shared phone or tablet: the copies belong to the guest who loaded them
 * (the token's guest) and no one else sees them; logging out and signing in forget them all.
 */
const STORAGE_KEY = 'guest_app_bookings';
const MAX_STORED_BOOKINGS = 10;

export interface StoredBooking {
  booking: GuestBooking;
  /** When it was loaded from the server (ISO timestamp). */
  savedAt: string;
}

interface StoredBookings {
  /** The guest whose token loaded them. */
  guestId: string;
  bookings: Record<string, StoredBooking>;
}

/** The copies of the signed-in guest; none without one, or when they are another guest's. */
function readOwn(guestId: string | null): Record<string, StoredBooking> {
  if (!guestId) return {};
  try {
    const parsed = JSON.parse(readStored(STORAGE_KEY) ?? 'null') as Partial<StoredBookings> | null;
    const isOwn = parsed?.guestId === guestId && typeof parsed.bookings === 'object';
    return isOwn && parsed.bookings ? parsed.bookings : {};
  } catch {
    return {};
  }
}

export function readStoredBooking(bookingId: string): StoredBooking | null {
  const stored = readOwn(guestTokenGuestId())[bookingId];
  return stored?.booking?._id === bookingId && typeof stored.savedAt === 'string' ? stored : null;
}

export function storeBooking(booking: GuestBooking, savedAt = new Date()) {
  const guestId = guestTokenGuestId();
  if (!guestId) return;
  const entries = Object.entries(readOwn(guestId)).filter(([id]) => id !== booking._id);
  const newest = entries
    .sort(([, a], [, b]) => b.savedAt.localeCompare(a.savedAt))
    .slice(0, MAX_STORED_BOOKINGS - 1);
  const bookings: Record<string, StoredBooking> = Object.fromEntries(newest);
  bookings[booking._id] = { booking, savedAt: savedAt.toISOString() };
  // Another guest's copies are replaced, not kept beside these.
  writeStored(STORAGE_KEY, JSON.stringify({ guestId, bookings } satisfies StoredBookings));
}

export function forgetStoredBookings() {
  writeStored(STORAGE_KEY, null);
}
