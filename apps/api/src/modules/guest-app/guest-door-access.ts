import { eq } from 'drizzle-orm';
import type { Booking } from '@hotel/shared/contracts/bookings';
import type { GuestAccess, GuestDoor } from '@hotel/shared/contracts/locks';
import { lockAccessState, type AccessMethod } from '@hotel/shared/locks';
import { lockSettingsOf } from '../../adapters/locks/resolve-lock-provider';
import type { Db, Tx } from '../../db/client';
import type { HotelRow } from '../../db/schema';
import { bookingAccess, type LockRow } from '../../db/schema-locks';
import { accessFactsOf, doorsOfBooking } from '../lock-access';

/** What a guest booking's doors are made of: the stored method and entrance code, its doors. */
export interface GuestDoorFacts {
  method: AccessMethod;
  entranceCode: string | null;
  /** The doors of the booking's current room and the hotel's entrances (room lock first). */
  doors: LockRow[];
}

/** The booking's doors as of now: its current room's lock and, with the feature, the entrances. */
export function doorsOfGuestBooking(db: Db | Tx, hotel: HotelRow, roomId: string | null) {
  const { hardware } = lockSettingsOf(hotel.lockSettings);
  return doorsOfBooking(db, { id: hotel.id, hardware, setting: hotel.setting }, roomId);
}

/** The booking's row of `booking_access`; none yet means the default: by code, no entrance code. */
export async function storedAccessOf(db: Db | Tx, bookingId: string) {
  const [row] = await db.select().from(bookingAccess).where(eq(bookingAccess.bookingId, bookingId));
  return { method: row?.method ?? 'code', entranceCode: row?.entranceCode ?? null } as const;
}

export async function guestDoorFactsOf(
  db: Db | Tx,
  hotel: HotelRow,
  booking: { id: string; roomId: string | null },
): Promise<GuestDoorFacts> {
  const [stored, doors] = await Promise.all([
    storedAccessOf(db, booking.id),
    doorsOfGuestBooking(db, hotel, booking.roomId),
  ]);
  return { ...stored, doors };
}

export const guestDoorOf = (lock: LockRow): GuestDoor => ({
  _id: lock.id,
  name: lock.name,
  kind: lock.shared ? 'entrance' : 'room',
});

/**
 * The guest's view of the stay's doors (spec §4 lock access): the state and its reason, the
 * window, and the doors the app opens while access is allowed or planned (none otherwise, so
 * a canceled or unpaid stay lists nothing to press). The entrance's nine-digit code shows
 * under the same rule as the door code: access granted and the guest opens by code.
 */
export function guestAccessOf(
  booking: Booking,
  hotel: HotelRow,
  facts: GuestDoorFacts,
  options: { accessGranted: boolean; now: Date },
): GuestAccess {
  const accessFacts = accessFactsOf(booking, hotel.setting);
  const { state, reason } = lockAccessState(accessFacts, options.now);
  const listsDoors = state === 'access_allowed' || state === 'pending';
  const nineDigitEntrance =
    hotel.setting.additional_entrance && hotel.setting.nine_digit_additional_entrance;
  return {
    state,
    reason,
    window: {
      from: accessFacts.window.from.toISOString(),
      until: accessFacts.window.until.toISOString(),
    },
    doors: listsDoors ? facts.doors.map(guestDoorOf) : [],
    entranceCode:
      nineDigitEntrance && options.accessGranted && facts.method === 'code'
        ? facts.entranceCode
        : null,
  };
}
