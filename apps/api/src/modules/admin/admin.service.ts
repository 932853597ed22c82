import type { PaymentTransport, PlatformStats } from '@hotel/shared/contracts/admin';
import type { EmailTransportKind } from '../../adapters/email/email-sender';
import type { Db } from '../../db/client';
import { createAdminRepository } from './admin.repository';

/** Online payment as configured: Stripe with its key, else the test checkout where allowed. */
export function paymentTransportOf(config: {
  stripeSecretKey?: string;
  testCheckout: boolean;
}): PaymentTransport {
  if (config.stripeSecretKey) return 'stripe';
  return config.testCheckout ? 'test' : 'none';
}

export function createAdminService(deps: {
  db: Db;
  emailTransport: EmailTransportKind;
  paymentTransport: PaymentTransport;
  /** The dashboard's clock (tests pin it to check days and months in each hotel's zone). */
  now?: () => Date;
}) {
  const repository = createAdminRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  return {
    async platformStats(): Promise<PlatformStats> {
      const counts = await repository.platformCounts(now());
      return {
        hotels: counts.hotels,
        users: counts.users,
        superAdmins: counts.superAdmins,
        unconfirmedUsers: counts.unconfirmedUsers,
        emailsInOutbox: counts.emailsInOutbox,
        bookingsToday: counts.bookingsToday,
        bookingsThisMonth: counts.bookingsThisMonth,
        arrivalsToday: counts.arrivalsToday,
        problems: {
          failedJobs: counts.failedJobs,
          failedDeliveries: counts.failedDeliveries,
          channelErrors: counts.channelErrors,
          locksDown: counts.locksDown,
          openErrors: counts.openErrors,
        },
        transports: {
          email: deps.emailTransport,
          sms: {
            default: 'outbox',
            hotelsWithSeven: counts.hotelsWithSeven,
            hotelsWithTwilio: counts.hotelsWithTwilio,
          },
          payments: deps.paymentTransport,
        },
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
