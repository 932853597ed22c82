import { and, eq } from 'drizzle-orm';
import { canChangeStatus, type BookingStatus } from '@hotel/shared/booking-status';
import { addDays, todayIn } from '@hotel/shared/stay-dates';
import type { Db, Tx } from '../../db/client';
import {
  bookingGuests,
  bookings,
  domainEvents,
  type BookingChangeRow,
  type BookingRow,
} from '../../db/schema-bookings';
import { AppError } from '../../lib/app-error';
import { findHotelSetting } from '../hotels/hotel-setting';
import { recordDeparture } from '../room-service/cleaning-records';
import { findGuestSnapshot } from './booking-history-snapshots';
import {
  guestsOfHotel,
  loadBooking,
  lockBooking,
  newAccessCode,
  writeHistory,
  type Actor,
} from './bookings.repository';
import { bookingNotFound } from './bookings.service';

const touch = (tx: Tx, id: string) =>
  tx.update(bookings).set({ updatedAt: new Date() }).where(eq(bookings.id, id));

/** Status changes, access codes and the guests on a booking (spec §4, §7 Booking). */
export function createBookingActions(deps: { db: Db }) {
  const { db } = deps;

  /** Runs `work` on the locked booking row, so two status clicks cannot interleave. */
  async function withLockedBooking(
    hotelId: string,
    id: string,
    work: (tx: Tx, row: BookingRow) => Promise<void>,
  ) {
    await db.transaction(async (tx) => {
      const row = await lockBooking(tx, hotelId, id);
      if (!row) throw bookingNotFound();
      await work(tx, row);
    });
    return (await loadBooking(db, hotelId, id))!;
  }

  return {
    changeStatus(hotelId: string, id: string, to: BookingStatus, actor: Actor) {
      return withLockedBooking(hotelId, id, async (tx, row) => {
        if (!canChangeStatus(row.status, to)) {
          throw new AppError('CONFLICT', 'errors.statusChangeNotAllowed', {
            params: {
              number: row.number,
              from: `bookingStatus.${row.status}`,
              to: `bookingStatus.${to}`,
            },
          });
        }
        const changes: BookingChangeRow[] = [{ field: 'status', from: row.status, to }];
        let departure = row.departure;
        const now = new Date();
        if (to === 'completed') {
          // The stay ends today, but a late completion never extends into the next guest's
          // stay (capped at the planned departure) and a stay keeps at least one night.
          const setting = (await findHotelSetting(tx, hotelId))!;
          const today = todayIn(setting.timeZone, now);
          const earliest = addDays(row.arrival, 1);
          departure = today > row.departure ? row.departure : today < earliest ? earliest : today;
          if (departure !== row.departure) {
            changes.push({ field: 'departure', from: row.departure, to: departure });
          }
          // The room needs cleaning: its departure record commits together with the status.
          await recordDeparture(tx, { ...row, departure }, setting, now);
        } else if (to === 'canceled' && row.status === 'checked_in') {
          // The guest was in the room: it needs cleaning today, as after any departure.
          const setting = (await findHotelSetting(tx, hotelId))!;
          await recordDeparture(
            tx,
            { ...row, departure: todayIn(setting.timeZone, now) },
            setting,
            now,
          );
        }
        await tx
          .update(bookings)
          .set({ status: to, departure, updatedAt: now })
          .where(eq(bookings.id, id));
        await writeHistory(tx, id, 'status', actor, changes);
        await tx.insert(domainEvents).values({
          hotelId,
          type: 'booking.status_changed',
          payload: {
            bookingId: id,
            number: row.number,
            from: row.status,
            to,
            at: new Date().toISOString(),
          },
        });
      });
    },

    resetCode(hotelId: string, id: string, actor: Actor) {
      return withLockedBooking(hotelId, id, async (tx) => {
        await tx
          .update(bookings)
          .set({ accessCode: newAccessCode(), updatedAt: new Date() })
          .where(eq(bookings.id, id));
        // Only that it changed: the codes themselves stay out of the history.
        await writeHistory(tx, id, 'code_reset', actor);
      });
    },

    addGuest(hotelId: string, id: string, guestId: string, actor: Actor) {
      return withLockedBooking(hotelId, id, async (tx, row) => {
        const guest = (await guestsOfHotel(tx, hotelId, [guestId])).get(guestId);
        if (!guest) throw new AppError('NOT_FOUND', 'errors.guestNotFound');
        if (await isOnBooking(tx, id, guestId)) {
          throw new AppError('CONFLICT', 'errors.guestAlreadyOnBooking');
        }
        await tx.insert(bookingGuests).values({ bookingId: id, guestId });
        if (!row.mainGuestId) {
          await tx.update(bookings).set({ mainGuestId: guestId }).where(eq(bookings.id, id));
        }
        await touch(tx, id);
        await writeHistory(tx, id, 'guest_added', actor, [
          { field: 'guest', from: null, to: guest },
        ]);
      });
    },

    makeMainGuest(hotelId: string, id: string, guestId: string, actor: Actor) {
      return withLockedBooking(hotelId, id, async (tx, row) => {
        const guest = (await guestsOfHotel(tx, hotelId, [guestId])).get(guestId);
        if (!guest) throw new AppError('NOT_FOUND', 'errors.guestNotFound');
        if (!(await isOnBooking(tx, id, guestId))) {
          await tx.insert(bookingGuests).values({ bookingId: id, guestId });
        }
        await tx
          .update(bookings)
          .set({ mainGuestId: guestId, updatedAt: new Date() })
          .where(eq(bookings.id, id));
        await writeHistory(tx, id, 'main_guest', actor, [
          { field: 'mainGuest', from: await findGuestSnapshot(tx, row.mainGuestId), to: guest },
        ]);
      });
    },

    removeGuest(hotelId: string, id: string, guestId: string, actor: Actor) {
      return withLockedBooking(hotelId, id, async (tx, row) => {
        if (!(await isOnBooking(tx, id, guestId))) {
          throw new AppError('NOT_FOUND', 'errors.guestNotOnBooking');
        }
        if (row.mainGuestId === guestId) {
          throw new AppError('CONFLICT', 'errors.cannotRemoveMainGuest');
        }
        await tx
          .delete(bookingGuests)
          .where(and(eq(bookingGuests.bookingId, id), eq(bookingGuests.guestId, guestId)));
        await touch(tx, id);
        await writeHistory(tx, id, 'guest_removed', actor, [
          { field: 'guest', from: await findGuestSnapshot(tx, guestId), to: null },
        ]);
      });
    },
  };
}

async function isOnBooking(tx: Tx, bookingId: string, guestId: string) {
  const [row] = await tx
    .select({ guestId: bookingGuests.guestId })
    .from(bookingGuests)
    .where(and(eq(bookingGuests.bookingId, bookingId), eq(bookingGuests.guestId, guestId)));
  return Boolean(row);
}

export type BookingActions = ReturnType<typeof createBookingActions>;
