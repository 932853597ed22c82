import { and, asc, eq, or } from 'drizzle-orm';
import type { Booking } from '@hotel/shared/contracts/bookings';
import type { AccessFacts, LockHardware } from '@hotel/shared/locks';
import type { Db } from '../../db/client';
import type { HotelSettingRow } from '../../db/schema';
import { locks, type LockRow } from '../../db/schema-locks';
import { accessWindow } from './access-window';

/**
 * The doors a booking's code opens (issue 15): its room's lock, and the hotel's shared
 * (entrance) locks when the hotel has the feature `additional_entrance`. Only locks of the
 * hotel's configured hardware count. The room lock comes first.
 */
export async function doorsOfBooking(
  db: Pick<Db, 'select'>,
  hotel: {
    id: string;
    hardware: LockHardware;
    setting: Pick<HotelSettingRow, 'additional_entrance'>;
  },
  roomId: string | null,
): Promise<LockRow[]> {
  const roomLock = roomId ? eq(locks.roomId, roomId) : undefined;
  const entrances = hotel.setting.additional_entrance ? eq(locks.shared, true) : undefined;
  const which = roomLock && entrances ? or(roomLock, entrances) : (roomLock ?? entrances);
  if (!which) return [];
  const rows = await db
    .select()
    .from(locks)
    .where(and(eq(locks.hotelId, hotel.id), eq(locks.hardware, hotel.hardware), which))
    .orderBy(asc(locks.shared), asc(locks.name));
  return rows;
}

/** Whether a door uses the entrance's own nine-digit code instead of the booking's code. */
export function usesNineDigitCode(
  lock: Pick<LockRow, 'shared'>,
  setting: Pick<HotelSettingRow, 'nine_digit_additional_entrance'>,
  providerTakesNineDigits: boolean,
) {
  return lock.shared && setting.nine_digit_additional_entrance && providerTakesNineDigits;
}

/** What decides a booking's lock access state (shared `lockAccessState`). */
export function accessFactsOf(
  booking: Pick<
    Booking,
    'status' | 'room' | 'payments' | 'selfCheckInCompleted' | 'arrival' | 'departure'
  >,
  setting: HotelSettingRow,
): AccessFacts {
  return {
    status: booking.status,
    hasRoom: booking.room !== null,
    payments: booking.payments,
    selfCheckInOffered: setting.self_check_in === true,
    selfCheckInCompleted: booking.selfCheckInCompleted,
    window: accessWindow(booking, setting),
  };
}
