import type { FastifyBaseLogger } from 'fastify';
import { emailSendQueue } from '../adapters/email/email-send.job';
import { createEmailSender, createEmailTransport } from '../adapters/email/email-sender';
import type { LockProviderFor } from '../adapters/locks/resolve-lock-provider';
import type { SmoobuClientFor } from '../adapters/channels/resolve-smoobu';
import { createSimulatorLockProvider } from '../adapters/locks/simulator-lock-provider';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { createOutboxSmsGateway } from '../adapters/sms/outbox-sms-gateway';
import { passwordResetQueue } from '../modules/auth';
import { createBookingActions, createBookingsService } from '../modules/bookings';
import { applyChannelReservation } from '../modules/channel-ingest';
import { createSmoobuInbound, smoobuInboundJobs } from '../modules/smoobu-inbound';
import { guestNotificationJobs, type SmsGatewayFor } from '../modules/guest-notifications';
import { createAccessSyncRunner, lockAccessJobs } from '../modules/lock-access';
import { rateLimitJobs } from '../modules/rate-limits';
import { cleaningJobs } from '../modules/room-service';
import { guestDataRetentionJobs } from '../modules/self-check-in';
import { bookingReceivedHandler } from '../modules/staff-notifications';
import { syncChannelQueue, type ChannelPullers } from '../modules/sync';
import { smoobuOutboundJobs } from '../modules/smoobu-outbound';
import { createCredentialsService } from '../modules/credentials';
import { webhookJobs } from '../modules/webhooks';
import { createSecretBox } from '../lib/secret-box';
import { csvImportJobs, type CsvImportService } from '../modules/csv-import';
import { errorLogJobs } from '../modules/error-log';
import { createJobRuntime } from './job-runtime';
import type { JobRegistry, JobSender } from './registry';

/**
 * The one registry of the application's queues, schedules and event handlers, and the runtime
 * that runs them as the process role says. Later issues add their queues and handlers here.
 */
export function createAppJobs(
  config: AppConfig,
  database: Database,
  log: FastifyBaseLogger,
  options: {
    /** The hotel's SMS gateway (composition: the provider resolver); else the local SMS outbox. */
    smsGatewayFor?: SmsGatewayFor;
    /** The hotel's door-lock provider (composition: the provider resolver). */
    lockProviderFor?: LockProviderFor;
    /** Each hotel's Smoobu client (composition: the resolver with the stored key). */
    smoobuClientFor?: SmoobuClientFor;
    /** Guest notifications' clock (tests set the time instead of waiting for it). */
    clock?: () => Date;
    /** The channels "sync now" and the schedule can pull (composition registers Smoobu's). */
    channelPullers?: ChannelPullers;
    /** The CSV import (issue 17): its schedule runs each due hotel's import. */
    csvImport?: CsvImportService;
  } = {},
) {
  const { db } = database;
  const emailTransport = createEmailTransport({
    logger: log,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
  });
  const cleaning = cleaningJobs(db, config.jobs.cleaningSweepSeconds);
  const rateLimits = rateLimitJobs(db);
  const guestDataRetention = guestDataRetentionJobs(db);
  const errorLogRetention = errorLogJobs(db);
  // The email sender needs the runtime, which needs the queues (one of them sends mail): it
  // reaches the runtime only when it sends, after the runtime exists.
  const jobSender: JobSender = { send: (...args) => runtime.send(...args) };
  const emailSender = createEmailSender({ db, jobs: jobSender, transport: emailTransport.kind });
  const outboxSms = createOutboxSmsGateway(db, log);
  const guestNotifications = guestNotificationJobs({
    db,
    jobs: jobSender,
    emailTransport,
    smsGatewayFor: options.smsGatewayFor ?? (async () => outboxSms),
    bookingActions: createBookingActions({ db }),
    appUrl: config.appUrl,
    clock: options.clock,
  });
  // Door access follows the booking; without a resolver, the local simulator answers.
  const lockAccess = lockAccessJobs({
    db,
    jobs: jobSender,
    runner: createAccessSyncRunner({
      database,
      lockProviderFor:
        options.lockProviderFor ?? (async (hotelId) => createSimulatorLockProvider(db, hotelId)),
      clock: options.clock,
    }),
  });
  // Our bookings follow to Smoobu where the plugin is on (issue 16).
  const smoobuOutbound = smoobuOutboundJobs({
    db,
    jobs: jobSender,
    smoobuClientFor: options.smoobuClientFor ?? (async () => null),
  });
  // Channel managers (issue 16): Smoobu's webhook jobs and its safety-net pull apply what
  // Smoobu has through the channel ingest, as the channel's principal.
  const ingestDeps = {
    db,
    bookings: createBookingsService({ db }),
    bookingActions: createBookingActions({ db }),
  };
  const smoobuInbound = createSmoobuInbound({
    db,
    smoobuClientFor: options.smoobuClientFor ?? (async () => null),
    apply: (hotelId, reservation) => applyChannelReservation(ingestDeps, hotelId, reservation),
  });
  const smoobu = smoobuInboundJobs(db, smoobuInbound);
  // Outgoing webhooks (issue 17): booking events to the hotel's own systems, signed and retried.
  const webhooks = webhookJobs({
    db,
    jobs: jobSender,
    credentials: createCredentialsService({ db, secretBox: createSecretBox(config.secretsKey) }),
    allowPrivateUrls: config.webhooks.allowPrivateUrls,
    retryDelaySeconds: config.webhooks.retryDelaySeconds,
  });
  const csvImport = options.csvImport
    ? csvImportJobs(db, options.csvImport)
    : { queues: [], schedules: [] };
  const registry: JobRegistry = {
    queues: [
      emailSendQueue(db, emailTransport),
      passwordResetQueue({ db, emailSender, appUrl: config.appUrl }),
      syncChannelQueue(db, { smoobu: smoobu.puller, ...options.channelPullers }),
      rateLimits.queue,
      guestDataRetention.queue,
      errorLogRetention.queue,
      ...cleaning.queues,
      ...guestNotifications.queues,
      ...lockAccess.queues,
      ...smoobuOutbound.queues,
      ...smoobu.queues,
      ...webhooks.queues,
      ...csvImport.queues,
    ],
    schedules: [
      cleaning.schedule,
      rateLimits.schedule,
      guestDataRetention.schedule,
      errorLogRetention.schedule,
      guestNotifications.schedule,
      smoobu.schedule,
      ...csvImport.schedules,
      ...webhooks.schedules,
    ],
    eventHandlers: [
      cleaning.eventHandler,
      bookingReceivedHandler,
      guestNotifications.eventHandler,
      lockAccess.eventHandler,
      smoobuOutbound.eventHandler,
      webhooks.eventHandler,
    ],
  };
  const runtime = createJobRuntime({
    database,
    registry,
    role: config.role,
    log,
    maintenanceSeconds: config.jobs.maintenanceSeconds,
    testEventHandlerDelayMs: config.jobs.testEventHandlerDelayMs,
  });
  return { runtime, emailSender, notificationDispatcher: guestNotifications.dispatcher };
}
