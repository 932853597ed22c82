import type { GuestBooking, SwitchAccessMethodRequest } from '@hotel/shared/contracts/guest-app';
import type { LockOpened } from '@hotel/shared/contracts/locks';
import type { Language } from '@hotel/shared/i18n/messages';
import { lockAccessState } from '@hotel/shared/locks';
import type { LockProviderFor } from '../../adapters/locks/resolve-lock-provider';
import type { Db } from '../../db/client';
import type { HotelRow } from '../../db/schema';
import type { JobSender } from '../../jobs/registry';
import { AppError } from '../../lib/app-error';
import type { GuestPrincipal } from '../../lib/principal';
import { loadBooking } from '../bookings';
import { accessFactsOf, LOCK_SYNC_QUEUE, markSyncQueued, type LockSyncJob } from '../lock-access';
import { openLockAndRecord } from '../locks';
import { findGuestAppHotel, isClosedStay } from './guest-app-hotel';
import { findGuestBooking, guestBookingClosed } from './guest-booking-access';
import { doorsOfGuestBooking, storedAccessOf } from './guest-door-access';

export interface GuestLocksDeps {
  db: Db;
  lockProviderFor: LockProviderFor;
  jobs: JobSender;
  /** The guest's booking as the app shows it, answered after a switch. */
  guestBooking(guest: GuestPrincipal, bookingId: string): Promise<GuestBooking>;
}

/** Which of the guest app's two lock calls: a room's own lock, or a shared (entrance) one. */
export type GuestDoorKind = 'room' | 'entrance';

const refused = (key: string, params?: Record<string, string>) =>
  new AppError('LOCK_ACCESS_DENIED', `errors.${key}`, params ? { params } : {});

/** "01.05.2031, 15:00" / "01/05/2031, 15:00" on the hotel's wall clock. */
function hotelDateTime(instant: Date, hotel: HotelRow, language: Language) {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: hotel.setting.timeZone,
  }).format(instant);
}

/**
 * The guest app's doors (issue 15, spec §7 `lock/{id}`, `entrance_lock/{id}`,
 * `switch_access_method`). A guest opens a door only for their own booking (404 for anyone
 * else's, as every guest call), only a door of the room the booking has now or, with
 * `additional_entrance`, a shared one, and only while the lock access state says allowed; every
 * other case is a 403 saying why. Each opening is recorded with the guest's name.
 */
export function createGuestLocksService(deps: GuestLocksDeps) {
  const { db } = deps;

  async function openDoor(
    guest: GuestPrincipal,
    input: { lockId: string; bookingId: string; kind: GuestDoorKind; language: Language },
  ): Promise<LockOpened> {
    const hotel = await findGuestAppHotel(db, guest.hotelId);
    const row = await findGuestBooking(db, guest, input.bookingId);
    const booking = (await loadBooking(db, guest.hotelId, row.id))!;
    const facts = accessFactsOf(booking, hotel.setting);
    const { state, reason } = lockAccessState(facts, new Date());
    // No door is the stay's in these states; the reason says more than "not yours" would.
    if (state === 'canceled') throw refused('lockAccessCanceled');
    if (state === 'completed') throw refused('lockAccessOver');
    if (state === 'new') {
      throw refused(booking.status === 'new' ? 'lockAccessNotConfirmed' : 'lockAccessNoRoom');
    }
    // The booking's doors as of now: after a room move only the new room's lock is among them.
    const doors = await doorsOfGuestBooking(db, hotel, booking.room?._id ?? null);
    const lock = doors.find(
      (door) => door.id === input.lockId && door.shared === (input.kind === 'entrance'),
    );
    if (!lock) throw refused('lockNotYours');
    if (state === 'pending') {
      throw refused('lockAccessNotYet', {
        from: hotelDateTime(facts.window.from, hotel, input.language),
      });
    }
    if (state === 'access_denied') {
      throw refused(
        reason === 'payment_open' ? 'lockAccessPaymentOpen' : 'lockAccessSelfCheckInOpen',
      );
    }
    return openLockAndRecord(deps, { lock, principal: guest, bookingId: booking._id });
  }

  return {
    /** GET …/lock/{id}?booking: the room lock of the booking's current room. */
    openRoomLock: (
      guest: GuestPrincipal,
      input: { lockId: string; bookingId: string; language: Language },
    ) => openDoor(guest, { ...input, kind: 'room' }),

    /** GET …/entrance_lock/{id}?booking: a shared lock, with the hotel's `additional_entrance`. */
    openEntranceLock: (
      guest: GuestPrincipal,
      input: { lockId: string; bookingId: string; language: Language },
    ) => openDoor(guest, { ...input, kind: 'entrance' }),

    /**
     * PUT …/bookings/{id}/switch_access_method: stored in booking_access; a change queues the
     * booking's lock sync in the same transaction (with `app` the sync withdraws the keypad code
     * at the provider, with `code` it grants it again). Opening from the app needs a door the
     * app can open; a closed stay changes nothing.
     */
    async switchAccessMethod(
      guest: GuestPrincipal,
      bookingId: string,
      input: SwitchAccessMethodRequest,
    ): Promise<GuestBooking> {
      const hotel = await findGuestAppHotel(db, guest.hotelId);
      const row = await findGuestBooking(db, guest, bookingId);
      if (isClosedStay(row.status)) throw guestBookingClosed();
      if (input.method === 'app') {
        const doors = await doorsOfGuestBooking(db, hotel, row.roomId);
        if (doors.length === 0) throw new AppError('CONFLICT', 'errors.lockAppOpeningUnavailable');
      }
      const stored = await storedAccessOf(db, row.id);
      if (stored.method !== input.method) {
        await db.transaction(async (tx) => {
          await markSyncQueued(tx, row.hotelId, row.id, { method: input.method });
          const job: LockSyncJob = { hotelId: row.hotelId, bookingId: row.id };
          await deps.jobs.send(LOCK_SYNC_QUEUE, { ...job }, { tx });
        });
      }
      return deps.guestBooking(guest, row.id);
    },
  };
}

export type GuestLocksService = ReturnType<typeof createGuestLocksService>;
