import { subDays, subHours } from 'date-fns';
import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { PLATFORM_PROBLEM_DAYS } from '@hotel/shared/contracts/admin';
import { SYNC_CHANNELS, type SyncChannel } from '@hotel/shared/contracts/sync';
import { hotels } from '../../db/schema';
import { channelReservations, channelSyncErrors } from '../../db/schema-channels';
import { bookingAccess, lockOpenings, locks } from '../../db/schema-locks';
import { syncJobs } from '../../db/schema-setup';
import { OPEN_RESERVATION_STATES, RECENT_ERROR_HOURS } from '../integrations';

/*
 * The admin area's per-hotel problems, each defined once: the dashboard counts the hotels a
 * condition holds for, and its link lists exactly those hotels (/admin/hotel?problem=…), so the
 * count and the list's total always agree. Each condition is a predicate on `hotels` and needs
 * that table in the query's from clause.
 */

const isPluginOn = (channel: SyncChannel) =>
  sql`coalesce((${hotels.plugins} -> ${channel} -> 'enabled') = 'true'::jsonb, false)`;

/**
 * The channel shows `errors` on the hotel's /integrations page: it is on, and a reservation
 * waits for a person, an error of the last RECENT_ERROR_HOURS stands, or its last job failed.
 */
function channelHasErrors(channel: SyncChannel, errorsSince: Date): SQL {
  return sql`(${isPluginOn(channel)} and (
    exists (select 1 from ${channelReservations} where ${channelReservations.hotelId} = ${hotels.id}
      and ${channelReservations.channel} = ${channel}
      and ${inArray(channelReservations.state, [...OPEN_RESERVATION_STATES])})
    or exists (select 1 from ${channelSyncErrors} where ${channelSyncErrors.hotelId} = ${hotels.id}
      and ${channelSyncErrors.channel} = ${channel} and ${channelSyncErrors.createdAt} >= ${errorsSince})
    or (select ${syncJobs.status} from ${syncJobs} where ${syncJobs.hotelId} = ${hotels.id}
      and ${syncJobs.channel} = ${channel} order by ${syncJobs.createdAt} desc limit 1) = 'failed'
  ))`;
}

/**
 * "Channel errors": a channel of the hotel shows `errors` on its /integrations page. The same
 * rule as that page (and the list's integration badges), so a super admin who follows the
 * dashboard's link to a hotel finds the error there.
 */
export function hotelHasChannelErrors(now: Date): SQL {
  const errorsSince = subHours(now, RECENT_ERROR_HOURS);
  return or(...SYNC_CHANNELS.map((channel) => channelHasErrors(channel, errorsSince)))!;
}

/**
 * "Locks down": guests may stand in front of a closed door. The hotel has a lock whose latest
 * opening of the last PLATFORM_PROBLEM_DAYS failed, or a booking whose door access gave up
 * syncing to the provider (booking_access failed, which stays until staff sync it again and
 * which the list shows as failed lock syncs).
 */
export function hotelHasLocksDown(now: Date): SQL {
  const since = subDays(now, PLATFORM_PROBLEM_DAYS);
  return sql`(exists (
    select 1 from ${locks} where ${locks.hotelId} = ${hotels.id} and (
      select ${lockOpenings.outcome} from ${lockOpenings}
      where ${lockOpenings.lockId} = ${locks.id} and ${lockOpenings.createdAt} >= ${since}
      order by ${lockOpenings.createdAt} desc, ${lockOpenings.id} desc
      limit 1
    ) = 'failed'
  ) or exists (
    select 1 from ${bookingAccess} where ${bookingAccess.hotelId} = ${hotels.id}
      and ${bookingAccess.syncStatus} = 'failed'
  ))`;
}
