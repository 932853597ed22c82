import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import type { Db, Tx } from '../../db/client';
import { defineEventHandler, defineQueue } from '../../jobs/registry';
import { findHotelSetting } from '../hotels';
import { ensureCleaningRecords } from './cleaning-records';
import { findAllHotelIds } from './cleaning-records.repository';

export const CLEANING_SWEEP_QUEUE = 'cleaning.sweep';
export const CLEANING_HOTEL_QUEUE = 'cleaning.hotel';

/** The hotel's calendar day at `now`, in its own time zone. */
export function hotelToday(timeZone: string, now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', { in: tz(timeZone) });
}

async function ensureToday(db: Db | Tx, hotelId: string) {
  const times = await findHotelSetting(db, hotelId);
  if (!times) return;
  await ensureCleaningRecords(db, hotelId, hotelToday(times.timeZone), times);
}

/**
 * Housekeeping's background work. The sweep (every `sweepSeconds`) sends one job per hotel,
 * which writes the automatic records of that hotel's today: a departure or stay-over day that
 * begins at midnight in the hotel shows up on the board before anyone opens it. A booking's
 * status change ensures its hotel's records at once (a check-in, a late completion), so the
 * board, which only reads, is right without waiting for the sweep.
 */
export function cleaningJobs(db: Db, sweepSeconds: number) {
  const sweep = defineQueue({
    name: CLEANING_SWEEP_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 300,
    async handle(_data, { send }) {
      for (const hotelId of await findAllHotelIds(db)) {
        // One per hotel and period, even when the sweep itself is retried.
        await send(
          CLEANING_HOTEL_QUEUE,
          { hotelId },
          { singletonKey: hotelId, singletonSeconds: sweepSeconds },
        );
      }
    },
  });
  const hotel = defineQueue<{ hotelId: string }>({
    name: CLEANING_HOTEL_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 300,
    handle: ({ hotelId }) => ensureToday(db, hotelId),
  });
  const onBookingChange = defineEventHandler({
    name: 'room-service.cleaning-board',
    // A check-in, a cancel of a stay in progress, or a stay moved onto today changes the board.
    eventTypes: ['booking.status_changed', 'booking.canceled', 'booking.moved'],
    handle: (event, tx) => ensureToday(tx, event.hotelId),
  });
  return {
    queues: [sweep, hotel],
    schedule: { queue: CLEANING_SWEEP_QUEUE, everySeconds: sweepSeconds },
    eventHandler: onBookingChange,
  };
}
