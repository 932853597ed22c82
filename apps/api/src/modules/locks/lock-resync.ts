import { and, eq, gte, inArray, type SQL } from 'drizzle-orm';
import { todayIn } from '@hotel/shared/stay-dates';
import type { Tx } from '../../db/client';
import { hotels, type HotelSettingRow } from '../../db/schema';
import { bookings } from '../../db/schema-bookings';
import type { LockRow } from '../../db/schema-locks';
import type { JobSender } from '../../jobs/registry';
import { LOCK_SYNC_QUEUE, type LockSyncJob } from '../lock-access';

/** What of a lock decides whose code it holds: where it hangs and how the provider knows it. */
type LockPlacement = Pick<LockRow, 'shared' | 'roomId' | 'providerId' | 'hardware'>;

/** Whether a change moves the lock to other bookings or to another door at the provider. */
export function placementChanged(before: LockPlacement | undefined, after: LockPlacement) {
  if (!before) return after.shared || after.roomId !== null;
  return (
    before.shared !== after.shared ||
    before.roomId !== after.roomId ||
    before.providerId !== after.providerId ||
    before.hardware !== after.hardware
  );
}

/** Hotel settings that decide a stay's door window, doors, codes or whether it gets access. */
const ACCESS_SETTINGS = [
  'timeZone',
  'checkInTime',
  'checkOutTime',
  'additional_entrance',
  'nine_digit_additional_entrance',
  'self_check_in',
] as const;

export function accessSettingsChanged(
  before: Pick<HotelSettingRow, (typeof ACCESS_SETTINGS)[number]>,
  after: Pick<HotelSettingRow, (typeof ACCESS_SETTINGS)[number]>,
) {
  return ACCESS_SETTINGS.some((field) => before[field] !== after[field]);
}

/**
 * Every current stay's doors follow a hotel-wide change (access settings, the lock provider):
 * the same job as for a change of a shared lock.
 */
export function resyncEveryStay(tx: Tx, jobs: JobSender, hotelId: string) {
  return resyncBookingsOfLock(tx, jobs, hotelId, [{ shared: true, roomId: null }]);
}

/**
 * Sends the lock sync job for every booking whose doors a lock change touches, before and
 * after it: a shared lock serves every stay of the hotel, a room lock the stays in its room.
 * Only stays that still hold a grant count (confirmed or checked in, departing today or later
 * in the hotel's time zone). Sent in the change's transaction, so the jobs exist exactly when
 * the change does; the handler is idempotent.
 */
export async function resyncBookingsOfLock(
  tx: Tx,
  jobs: JobSender,
  hotelId: string,
  placements: (Pick<LockPlacement, 'shared' | 'roomId'> | undefined)[],
) {
  const reached = placements.filter((placement) => placement !== undefined);
  const everyStay = reached.some((placement) => placement.shared);
  const roomIds = reached.flatMap((placement) => (placement.roomId ? [placement.roomId] : []));
  if (!everyStay && roomIds.length === 0) return;

  const [hotel] = await tx
    .select({ setting: hotels.setting })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  const today = todayIn(hotel!.setting.timeZone);
  const conditions: (SQL | undefined)[] = [
    eq(bookings.hotelId, hotelId),
    inArray(bookings.status, ['pending', 'checked_in']),
    eq(bookings.kind, 'stay'),
    gte(bookings.departure, today),
  ];
  if (!everyStay) conditions.push(inArray(bookings.roomId, roomIds));
  const stays = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(...conditions));
  for (const stay of stays) {
    const job: LockSyncJob = { hotelId, bookingId: stay.id };
    await jobs.send(LOCK_SYNC_QUEUE, { ...job }, { tx });
  }
}
