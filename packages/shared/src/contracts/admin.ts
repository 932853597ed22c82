import { z } from 'zod';

const count = z.number().int().min(0);

/** The problems the dashboard's "Needs attention" block counts; each links to its page. */
export const PLATFORM_PROBLEMS = [
  'failedJobs',
  'failedDeliveries',
  'channelErrors',
  'locksDown',
  'openErrors',
] as const;
export type PlatformProblem = (typeof PLATFORM_PROBLEMS)[number];

/** How far back the dashboard's problems look (channel errors use /integrations' own window). */
export const PLATFORM_PROBLEM_DAYS = 7;

/**
 * GET /api/admin/stats: the platform at a glance on /admin/dashboard. "Today" and "this month"
 * are each hotel's own, in its time zone; the problems cover the last PLATFORM_PROBLEM_DAYS.
 */
export const platformStatsSchema = z
  .object({
    hotels: count,
    users: count,
    superAdmins: count,
    unconfirmedUsers: count,
    emailsInOutbox: count,
    /** Guest bookings (not channel blocks) created today, canceled ones included. */
    bookingsToday: count,
    bookingsThisMonth: count,
    /** Guest bookings arriving today that are not canceled. */
    arrivalsToday: count,
    problems: z.object({
      /** Jobs that failed their last try. */
      failedJobs: count,
      /** Guest messages whose delivery failed. */
      failedDeliveries: count,
      /**
       * Hotels with a channel in error on their /integrations page: an open reservation, a sync
       * error of the last day or a failed last run. Equals /admin/hotel?problem=channels.
       */
      channelErrors: count,
      /**
       * Hotels with a lock whose latest opening failed or a booking whose door access gave up
       * syncing. Equals /admin/hotel?problem=locks.
       */
      locksDown: count,
      /** Error-log groups seen lately and not resolved. */
      openErrors: count,
    }),
    transports: z.object({
      /** Where emails go: the outbox (test mode, no SMTP_URL) or a real SMTP server. */
      email: z.enum(['outbox', 'smtp']),
      /**
       * SMS go through each hotel's own gateway; a hotel without one uses the platform's
       * default, the outbox (test mode). The counts say how many hotels have a real one.
       */
      sms: z.object({
        default: z.literal('outbox'),
        hotelsWithSeven: count,
        hotelsWithTwilio: count,
      }),
      /** Online payment: Stripe (STRIPE_SECRET_KEY), the test checkout, or none at all. */
      payments: z.enum(['stripe', 'test', 'none']),
    }),
  })
  .meta({ id: 'PlatformStats' });
export type PlatformStats = z.infer<typeof platformStatsSchema>;
export type PaymentTransport = PlatformStats['transports']['payments'];
