import type { BookingAccess } from '@hotel/shared/contracts/locks';
import { lockAccessState } from '@hotel/shared/locks';
import type { Db } from '../../db/client';
import type { JobSender } from '../../jobs/registry';
import { bookingNotFound, loadBooking } from '../bookings';
import {
  findBookingAccess,
  findGrantsOfBooking,
  findHotelLockContext,
  upsertBookingAccess,
} from './booking-access.repository';
import { accessFactsOf, doorsOfBooking, usesNineDigitCode } from './booking-doors';
import { accessWindow } from './access-window';
import { LOCK_SYNC_QUEUE, type LockSyncJob } from './lock-sync-queue';

/**
 * A booking's door access as staff see it (issue 15): its state now, the window, the doors and
 * whether the provider holds the code there, and how the last sync went, with a retry.
 */
export function createBookingAccessService(deps: { db: Db; jobs: JobSender; clock?: () => Date }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function get(hotelId: string, bookingId: string): Promise<BookingAccess> {
    const [booking, hotel, access, held] = await Promise.all([
      loadBooking(db, hotelId, bookingId),
      findHotelLockContext(db, hotelId),
      findBookingAccess(db, hotelId, bookingId),
      findGrantsOfBooking(db, hotelId, bookingId),
    ]);
    if (!booking || !hotel) throw bookingNotFound();
    const { setting, lockSettings } = hotel;
    const doors = await doorsOfBooking(
      db,
      { id: hotelId, hardware: lockSettings.hardware, setting },
      booking.room?._id ?? null,
    );
    // A door still holding the code that is no longer the booking's (the old room until the
    // sync revokes it) is listed too: staff see what the provider still opens.
    const leftovers = held
      .map((h) => h.lock)
      .filter((lock) => !doors.some((d) => d.id === lock.id));
    const window = accessWindow(booking, setting);
    // The sync makes the entrance's own code only where the provider takes nine digits: its
    // existence says so, without asking the provider (and decrypting its secret) on a read.
    const usesEntranceCode =
      Boolean(access?.entranceCode) && doors.some((lock) => usesNineDigitCode(lock, setting, true));
    return {
      ...lockAccessState(accessFactsOf(booking, setting), clock()),
      method: access?.method ?? 'code',
      window: { from: window.from.toISOString(), until: window.until.toISOString() },
      entranceCode: usesEntranceCode ? (access?.entranceCode ?? null) : null,
      sync: { status: access?.syncStatus ?? 'none', error: access?.syncError ?? null },
      doors: [...doors, ...leftovers].map((lock) => ({
        lock: { _id: lock.id, name: lock.name, shared: lock.shared },
        granted: held.some((h) => h.lock.id === lock.id),
      })),
    };
  }

  return {
    get,

    /** Staff's retry: the sync job now (it runs in the background), and the access as it stands. */
    async requestSync(hotelId: string, bookingId: string): Promise<BookingAccess> {
      const booking = await loadBooking(db, hotelId, bookingId);
      if (!booking) throw bookingNotFound();
      const job: LockSyncJob = { hotelId, bookingId };
      await db.transaction(async (tx) => {
        await upsertBookingAccess(tx, hotelId, bookingId, { syncStatus: 'pending' });
        await deps.jobs.send(LOCK_SYNC_QUEUE, job, { tx });
      });
      return get(hotelId, bookingId);
    },
  };
}

export type BookingAccessService = ReturnType<typeof createBookingAccessService>;
