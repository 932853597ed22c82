import { addDays, todayIn } from '@hotel/shared/stay-dates';
import { startOfDayIn, zonedInstant } from '@hotel/shared/zoned-time';
import type { Db, Tx } from '../../db/client';
import type { HotelSettingRow } from '../../db/schema';
import { findHotelSetting } from '../hotels';
import {
  cancelOpenStayOvers,
  findStaysToClean,
  insertMissingRecords,
  upsertDepartureRecord,
} from './cleaning-records.repository';

/**
 * The automatic cleaning records of spec §3 Room service: a departure record when a stay
 * ends, a stay-over record for each day of a checked-in stay. Each exists once per booking,
 * kind and day: every insert goes through the partial unique index
 * `room_services_booking_kind_day_unique`, so completing a booking, a status change's event
 * handler, the sweep and several workers may all ask for the same record at the same moment.
 */

export type HotelTimes = Pick<HotelSettingRow, 'timeZone' | 'checkInTime' | 'checkOutTime'>;

/**
 * The cleaning window on `day`: from check-out time (or `from`, when the guest left at a
 * known moment that day) to check-in time, or to the end of the day when check-in time is
 * not later than the start (a guest who leaves after the next guest may arrive).
 */
export function cleaningWindow(day: string, times: HotelTimes, from?: Date) {
  const checkOut = zonedInstant(day, times.checkOutTime, times.timeZone);
  const start = from && todayIn(times.timeZone, from) === day ? from : checkOut;
  const checkIn = zonedInstant(day, times.checkInTime, times.timeZone);
  const end = checkIn > start ? checkIn : startOfDayIn(addDays(day, 1), times.timeZone);
  return { start, end };
}

/**
 * The end of a stay with a room (call inside the transaction that completes the booking or
 * cancels it after check-in): its departure record on `booking.departure`, and its open
 * stay-over records from that day on are canceled, so a guest who leaves early is not listed
 * both for departure cleaning and for stay-over service. The departure window starts at the
 * moment the stay ended when that is on the departure day: the guest has left, the room can
 * be cleaned from now on. When a job (the sweep, an event) already wrote the record from
 * check-out time and nobody started on it yet, it takes that window (and the booking's room,
 * should it have moved) too.
 */
export async function recordDeparture(
  db: Db | Tx,
  booking: { id: string; hotelId: string; roomId: string | null; departure: string },
  times: HotelTimes,
  completedAt: Date,
) {
  if (!booking.roomId) return;
  const { start, end } = cleaningWindow(booking.departure, times, completedAt);
  await upsertDepartureRecord(db, {
    hotelId: booking.hotelId,
    roomId: booking.roomId,
    bookingId: booking.id,
    start,
    end,
    day: booking.departure,
  });
  await cancelOpenStayOvers(db, booking.id, booking.departure);
}

/**
 * Makes sure `today`'s automatic records exist for the hotel: a departure record for each
 * stay with a room that leaves today (checked in or already completed) and a stay-over
 * record for each checked-in stay that arrived before today and leaves after it. Records
 * that exist are left as they are (a concurrent call's insert simply does nothing). Returns how many it wrote.
 */
export async function ensureCleaningRecords(
  db: Db | Tx,
  hotelId: string,
  today: string,
  knownTimes?: HotelTimes,
) {
  // Callers that already read the hotel (the jobs) pass its times along.
  const times = knownTimes ?? (await findHotelSetting(db, hotelId));
  if (!times) return 0;
  const { start, end } = cleaningWindow(today, times);
  const stays = await findStaysToClean(db, hotelId, today);
  if (stays.length === 0) return 0;
  return insertMissingRecords(
    db,
    stays.map((stay) => ({
      hotelId,
      roomId: stay.roomId!,
      bookingId: stay.id,
      kind: stay.departure === today ? ('departure' as const) : ('stay_over' as const),
      start,
      end,
      day: today,
    })),
  );
}
