import { randomInt } from 'node:crypto';
import type { Booking } from '@hotel/shared/contracts/bookings';
import {
  NINE_DIGIT_ENTRANCE_CODE_LENGTH,
  newDoorCode,
  shouldHoldGrant,
  type AccessWindow,
} from '@hotel/shared/locks';
import { LockProviderError, type LockProvider } from '../../adapters/locks/lock-provider';
import type { Db, Tx } from '../../db/client';
import type { HotelSettingRow, LockSettingsRow } from '../../db/schema';
import type { BookingAccessRow, LockGrantRow, LockRow } from '../../db/schema-locks';
import { loadBooking } from '../bookings';
import {
  deleteGrant,
  findBookingAccess,
  findGrantsOfBooking,
  findHotelLockContext,
  insertGrant,
  upsertBookingAccess,
} from './booking-access.repository';
import { accessFactsOf, doorsOfBooking, usesNineDigitCode } from './booking-doors';
import { accessWindow } from './access-window';

/** One door the booking's code should be granted at, with the code and window. */
interface DesiredGrant {
  lock: LockRow;
  code: string;
  window: AccessWindow;
}

/** How a sync ended: `failure` is the provider's refusal that stopped it (the rest waits). */
export interface AccessSyncOutcome {
  status: 'synced' | 'none' | 'pending' | 'failed';
  failure: LockProviderError | null;
}

export interface AccessSyncInput {
  db: Db | Tx;
  provider: LockProvider;
  hotelId: string;
  bookingId: string;
  now: Date;
}

function sameGrant(held: LockGrantRow, wanted: DesiredGrant) {
  return (
    held.lockId === wanted.lock.id &&
    held.providerId === wanted.lock.providerId &&
    held.code === wanted.code &&
    held.validFrom.getTime() === wanted.window.from.getTime() &&
    held.validUntil.getTime() === wanted.window.until.getTime()
  );
}

/**
 * The doors the booking should be open for now: none unless the rules say the doors should know
 * its code (`shouldHoldGrant`) and the guest uses the code (opening from the app needs no code
 * at the provider). The entrance gets its own nine-digit code where the hotel wants one and the
 * provider takes it; that code is made the first time it is needed and kept on the booking.
 */
async function desiredGrants(
  db: Db | Tx,
  provider: LockProvider,
  booking: Booking,
  hotel: { id: string; setting: HotelSettingRow; lockSettings: LockSettingsRow },
  access: BookingAccessRow | undefined,
  now: Date,
): Promise<DesiredGrant[]> {
  if (booking.kind === 'block' || (access?.method ?? 'code') !== 'code') return [];
  if (!shouldHoldGrant(accessFactsOf(booking, hotel.setting), now)) return [];
  const doors = await doorsOfBooking(
    db,
    { id: hotel.id, hardware: hotel.lockSettings.hardware, setting: hotel.setting },
    booking.room?._id ?? null,
  );
  const window = accessWindow(booking, hotel.setting);
  let entranceCode = access?.entranceCode ?? null;
  const grants: DesiredGrant[] = [];
  for (const lock of doors) {
    if (!usesNineDigitCode(lock, hotel.setting, provider.supportsNineDigitCodes)) {
      grants.push({ lock, code: booking.accessCode, window });
      continue;
    }
    if (!entranceCode) {
      entranceCode = newDoorCode(randomInt, NINE_DIGIT_ENTRANCE_CODE_LENGTH);
      await upsertBookingAccess(db, hotel.id, booking._id, { entranceCode });
    }
    grants.push({ lock, code: entranceCode, window });
  }
  return grants;
}

/**
 * Brings what the provider holds for one booking in line with what the booking should have
 * (issue 15): grants that are no longer wanted or differ (another door, code or window) are
 * revoked at the provider and forgotten, missing ones granted and remembered with the
 * provider's reference. A row is written right after each provider call succeeds, so a failure
 * halfway loses nothing that was done; the next try continues from there. The caller
 * serialises calls per booking (access-sync-runner.ts).
 */
export async function reconcileBookingAccess(input: AccessSyncInput): Promise<AccessSyncOutcome> {
  const { db, provider, hotelId, bookingId, now } = input;
  const [booking, hotel, access, held] = await Promise.all([
    loadBooking(db, hotelId, bookingId),
    findHotelLockContext(db, hotelId),
    findBookingAccess(db, hotelId, bookingId),
    findGrantsOfBooking(db, hotelId, bookingId),
  ]);
  if (!booking || !hotel) return { status: 'none', failure: null };
  const wanted = await desiredGrants(db, provider, booking, { id: hotelId, ...hotel }, access, now);
  const stale = held.filter(({ grant }) => !wanted.some((w) => sameGrant(grant, w)));
  const missing = wanted.filter((w) => !held.some(({ grant }) => sameGrant(grant, w)));
  // Door by door: one door that refuses must not keep the others (a moved guest's new room, a
  // canceled guest's entrance) waiting. Anything but the provider's refusal is a bug: thrown.
  const failures: LockProviderError[] = [];
  async function atDoor(work: () => Promise<void>) {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof LockProviderError)) throw error;
      failures.push(error);
    }
  }
  for (const { grant } of stale) {
    await atDoor(async () => {
      // Where it was granted: the lock may point at another provider id since.
      await provider.revoke(grant.providerId, grant.providerRef);
      await deleteGrant(db, grant.id);
    });
  }
  for (const { lock, code, window } of missing) {
    await atDoor(async () => {
      const { ref } = await provider.grant({
        providerId: lock.providerId,
        code,
        label: `#${booking.number}`,
        validFrom: window.from,
        validUntil: window.until,
      });
      await insertGrant(db, {
        hotelId,
        bookingId,
        lockId: lock.id,
        providerId: lock.providerId,
        code,
        validFrom: window.from,
        validUntil: window.until,
        providerRef: ref,
      });
    });
  }
  if (failures.length > 0) {
    // Worth another try while any door may answer later; final only when every refusal is.
    const failure = failures.find((error) => error.retryable) ?? failures[0]!;
    // The caller records a final failure (lock-access.jobs.ts); a booking already shown as
    // failed stays so until staff retry or the booking changes again.
    await upsertBookingAccess(db, hotelId, bookingId, {
      ...(access?.syncStatus === 'failed' ? {} : { syncStatus: 'pending' }),
      syncError: failure.providerMessage?.slice(0, 500) ?? null,
    });
    return { status: failure.retryable ? 'pending' : 'failed', failure };
  }
  const status = wanted.length > 0 ? 'synced' : 'none';
  // A booking that never had access needs no row; one that had keeps its status current.
  if (access || status === 'synced' || held.length > 0) {
    await upsertBookingAccess(db, hotelId, bookingId, { syncStatus: status, syncError: null });
  }
  return { status, failure: null };
}
