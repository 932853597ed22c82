import { sql } from 'drizzle-orm';
import { PLATFORM_PROBLEM_DAYS } from '@hotel/shared/contracts/admin';
import type { Db } from '../../db/client';
import { hotelLocalDate, hotelLocalStartOf } from '../../db/hotel-local-time';
import { hotels } from '../../db/schema';
import { hotelHasChannelErrors, hotelHasLocksDown } from '../hotel-problems';

interface PlatformCountsRow {
  hotels: number;
  users: number;
  superAdmins: number;
  unconfirmedUsers: number;
  emailsInOutbox: number;
  bookingsToday: number;
  bookingsThisMonth: number;
  arrivalsToday: number;
  failedJobs: number;
  failedDeliveries: number;
  channelErrors: number;
  locksDown: number;
  openErrors: number;
  hotelsWithSeven: number;
  hotelsWithTwilio: number;
}

/**
 * Every count of the admin dashboard in one statement (one round trip). Each hotel's "today"
 * and "this month" are its own (db/hotel-local-time, as on the hotel list); "channel errors"
 * and "locks down" count the hotels the hotel list shows for that problem (modules/hotel-problems).
 */
export function createAdminRepository(db: Db) {
  return {
    async platformCounts(now: Date): Promise<PlatformCountsRow> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const since = sql`(${at} - make_interval(days => ${PLATFORM_PROBLEM_DAYS}))`;
      const result = (await db.execute(sql`
        with booking_counts as (
          select
            count(*) filter (where b.created_at >= ${hotelLocalStartOf('day', now)})::int as today,
            count(*)::int as month
          from bookings b
          join ${hotels} on ${hotels.id} = b.hotel_id
          where b.kind = 'stay'
            and b.created_at >= ${hotelLocalStartOf('month', now)}
            and b.created_at <= ${at}
        ),
        arrival_counts as (
          select count(*)::int as today
          from bookings b
          join ${hotels} on ${hotels.id} = b.hotel_id
          where b.kind = 'stay' and b.status <> 'canceled' and b.arrival = ${hotelLocalDate(now)}
        ),
        sms_counts as (
          select
            count(*) filter (
              where h.notifications ->> 'smsProvider' = 'seven' and exists (
                select 1 from credentials k
                where k.hotel_id = h.id and k.name = 'sms.seven_api_key'
              )
            )::int as seven,
            count(*) filter (
              where h.notifications ->> 'smsProvider' = 'twilio'
                and coalesce(h.notifications ->> 'twilioAccountSid', '') <> ''
                and exists (
                  select 1 from credentials k
                  where k.hotel_id = h.id and k.name = 'sms.twilio_auth_token'
                )
            )::int as twilio
          from hotels h
          where h.notifications ->> 'smsProvider' in ('seven', 'twilio')
        )
        select
          (select count(*)::int from hotels) as "hotels",
          (select count(*)::int from users) as "users",
          (select count(*)::int from users where super_admin) as "superAdmins",
          (select count(*)::int from users where email_confirmed_at is null) as "unconfirmedUsers",
          (select count(*)::int from email_outbox where transport = 'outbox') as "emailsInOutbox",
          (select today from booking_counts) as "bookingsToday",
          (select month from booking_counts) as "bookingsThisMonth",
          (select today from arrival_counts) as "arrivalsToday",
          (select count(*)::int from failed_jobs where created_at >= ${since}) as "failedJobs",
          (
            select count(*)::int from guest_notifications
            where status = 'failed' and updated_at >= ${since}
          ) as "failedDeliveries",
          (
            select count(*)::int from ${hotels} where ${hotelHasChannelErrors(now)}
          ) as "channelErrors",
          (select count(*)::int from ${hotels} where ${hotelHasLocksDown(now)}) as "locksDown",
          (
            select count(*)::int from error_groups
            where resolved_at is null and last_seen_at >= ${since}
          ) as "openErrors",
          (select seven from sms_counts) as "hotelsWithSeven",
          (select twilio from sms_counts) as "hotelsWithTwilio"
      `)) as unknown as { rows: PlatformCountsRow[] };
      const row = result.rows[0]!;
      // node-postgres and PGlite both return int4 as numbers; Number() keeps the contract exact.
      return Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, Number(value ?? 0)]),
      ) as unknown as PlatformCountsRow;
    },
  };
}
