import { canChangeStatus, type BookingStatus } from '@hotel/shared/booking-status';
import type { DomainEventType } from '@hotel/shared/domain-events';
import { addDays, todayIn } from '@hotel/shared/stay-dates';
import type { Db, Tx } from '../../db/client';
import type { BookingChangeRow, BookingRow } from '../../db/schema-bookings';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { findHotelSetting } from '../hotels';
import { recordDeparture } from '../room-service';
import {
  addGuestsToBooking,
  guestsOfHotel,
  isGuestOnBooking,
  removeGuestFromBooking,
} from './booking-guests.repository';
import { findGuestSnapshot } from './booking-snapshots.repository';
import { recordBookingChange } from './booking-history.repository';
import { loadBooking, lockBooking, newAccessCode, updateBooking } from './bookings.repository';
import { bookingNotFound } from './bookings.service';

/** What an action recorded: its history entry and its one domain event. */
interface ActionRecord {
  action: string;
  changes?: BookingChangeRow[];
  event: DomainEventType;
  data?: Record<string, unknown>;
}

/** Status changes, access codes and the guests on a booking (spec §4, §7 Booking). */
export function createBookingActions(deps: { db: Db }) {
  const { db } = deps;

  /**
   * Runs `work` on the locked booking row, so two status clicks cannot interleave, and records
   * what it did in the history and the outbox in the same transaction.
   */
  async function withLockedBooking(
    hotelId: string,
    id: string,
    principal: Principal,
    work: (tx: Tx, row: BookingRow) => Promise<ActionRecord | null>,
  ) {
    await db.transaction(async (tx) => {
      const row = await lockBooking(tx, hotelId, id);
      if (!row) throw bookingNotFound();
      const done = await work(tx, row);
      // Nothing changed: nothing to record.
      if (!done) return;
      await recordBookingChange(tx, {
        hotelId,
        bookingId: id,
        principal,
        action: done.action,
        changes: done.changes,
        type: done.event,
        data: done.data,
      });
    });
    return (await loadBooking(db, hotelId, id))!;
  }

  return {
    changeStatus(hotelId: string, id: string, to: BookingStatus, principal: Principal) {
      return withLockedBooking(hotelId, id, principal, async (tx, row) => {
        // The check-in information may have checked the guest in a moment before the desk's
        // click (spec §4): the outcome the desk asked for, with nothing to record.
        if (to === 'checked_in' && row.status === 'checked_in') return null;
        if (!canChangeStatus(row.status, to)) {
          throw new AppError('CONFLICT', 'errors.statusChangeNotAllowed', {
            params: {
              number: row.number,
              from: `bookingStatus.${row.status}`,
              to: `bookingStatus.${to}`,
            },
          });
        }
        // A guest who is in the house is in a room: the cleaning board, access and the
        // calendar all hang on it.
        if (to === 'checked_in' && row.roomId === null) {
          throw new AppError('ROOM_REQUIRED', 'errors.checkInNeedsRoom', {
            params: { number: row.number },
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
        await updateBooking(tx, hotelId, id, { status: to, departure, updatedAt: now });
        return {
          action: 'status',
          changes,
          event: to === 'canceled' ? 'booking.canceled' : 'booking.status_changed',
          data: {
            from: row.status,
            to,
            ...(departure !== row.departure
              ? { departure: { from: row.departure, to: departure } }
              : {}),
            at: now.toISOString(),
          },
        };
      });
    },

    /**
     * Marks the self check-in completed (the guest in the app, or staff confirming by hand) or
     * withdraws it (staff). `assertReady` runs on the locked row first, so the guest app's
     * checks (details, form, payment) hold at the moment the flag is set.
     */
    setSelfCheckIn(
      hotelId: string,
      id: string,
      completed: boolean,
      principal: Principal,
      assertReady?: (tx: Tx, row: BookingRow) => Promise<void>,
    ) {
      return withLockedBooking(hotelId, id, principal, async (tx, row) => {
        await assertReady?.(tx, row);
        if (row.selfCheckInCompleted === completed) return null;
        await updateBooking(tx, hotelId, id, { selfCheckInCompleted: completed });
        return {
          action: 'self_check_in',
          changes: [
            { field: 'selfCheckInCompleted', from: row.selfCheckInCompleted, to: completed },
          ],
          event: 'booking.self_check_in_changed',
          data: { from: row.selfCheckInCompleted, to: completed },
        };
      });
    },

    resetCode(hotelId: string, id: string, principal: Principal) {
      return withLockedBooking(hotelId, id, principal, async (tx) => {
        await updateBooking(tx, hotelId, id, { accessCode: newAccessCode() });
        // Only that it changed: the codes themselves stay out of the history and the event.
        return { action: 'code_reset', event: 'booking.access_code_reset' };
      });
    },

    /**
     * `check` runs on the locked booking before the guest is added, for callers with rules of
     * their own (the guest app's occupancy limit); it throws to refuse.
     */
    addGuest(
      hotelId: string,
      id: string,
      guestId: string,
      principal: Principal,
      check?: (tx: Tx, row: BookingRow) => Promise<void>,
    ) {
      return withLockedBooking(hotelId, id, principal, async (tx, row) => {
        await check?.(tx, row);
        const guest = (await guestsOfHotel(tx, hotelId, [guestId])).get(guestId);
        if (!guest) throw new AppError('NOT_FOUND', 'errors.guestNotFound');
        if (await isGuestOnBooking(tx, id, guestId)) {
          throw new AppError('CONFLICT', 'errors.guestAlreadyOnBooking');
        }
        await addGuestsToBooking(tx, id, [guestId]);
        // The first guest of a booking without one becomes its main guest.
        await updateBooking(tx, hotelId, id, row.mainGuestId ? {} : { mainGuestId: guestId });
        return {
          action: 'guest_added',
          changes: [{ field: 'guest', from: null, to: guest }],
          event: 'booking.guest_added',
          data: { guestId, isMainGuest: !row.mainGuestId },
        };
      });
    },

    makeMainGuest(hotelId: string, id: string, guestId: string, principal: Principal) {
      return withLockedBooking(hotelId, id, principal, async (tx, row) => {
        const guest = (await guestsOfHotel(tx, hotelId, [guestId])).get(guestId);
        if (!guest) throw new AppError('NOT_FOUND', 'errors.guestNotFound');
        await addGuestsToBooking(tx, id, [guestId]);
        await updateBooking(tx, hotelId, id, { mainGuestId: guestId });
        return {
          action: 'main_guest',
          changes: [
            { field: 'mainGuest', from: await findGuestSnapshot(tx, row.mainGuestId), to: guest },
          ],
          event: 'booking.main_guest_changed',
          data: { from: row.mainGuestId, to: guestId },
        };
      });
    },

    removeGuest(hotelId: string, id: string, guestId: string, principal: Principal) {
      return withLockedBooking(hotelId, id, principal, async (tx, row) => {
        if (!(await isGuestOnBooking(tx, id, guestId))) {
          throw new AppError('NOT_FOUND', 'errors.guestNotOnBooking');
        }
        if (row.mainGuestId === guestId) {
          throw new AppError('CONFLICT', 'errors.cannotRemoveMainGuest');
        }
        await removeGuestFromBooking(tx, id, guestId);
        // The booking row itself is unchanged; touching it stamps updatedAt and a new version.
        await updateBooking(tx, hotelId, id, {});
        return {
          action: 'guest_removed',
          changes: [{ field: 'guest', from: await findGuestSnapshot(tx, guestId), to: null }],
          event: 'booking.guest_removed',
          data: { guestId },
        };
      });
    },
  };
}

export type BookingActions = ReturnType<typeof createBookingActions>;
