import type { FastifyBaseLogger } from 'fastify';
import type { EmailSender } from './adapters/email/email-sender';
import { createCaptchaVerifier } from './adapters/captcha/captcha-verifier';
import { createPaymentProvider } from './adapters/payments/payment-provider';
import { createLocalStorage, type Storage } from './adapters/storage/storage';
import type { AppConfig } from './config';
import type { Database, Tx } from './db/client';
import { createLockProviderResolver } from './adapters/locks/resolve-lock-provider';
import { createSmoobuClientResolver, smoobuClientForKey } from './adapters/channels/resolve-smoobu';
import { createSmsGatewayResolver } from './adapters/sms/resolve-sms-gateway';
import { createAppJobs } from './jobs/app-jobs';
import { createSecretBox } from './lib/secret-box';
import {
  createAccessRepository,
  createHotelAccessService,
  createPrincipalResolver,
} from './modules/access';
import { createAdminService, paymentTransportOf } from './modules/admin';
import { createAdminAuditService } from './modules/admin-audit';
import { createAdminUsersService } from './modules/admin-users';
import { createAdminHotelsService } from './modules/admin-hotels';
import { createAdminDeliveriesService } from './modules/admin-deliveries';
import { createPlatformSoapService } from './modules/platform-soap';
import { createServicePresetsService } from './modules/service-presets';
import { createApiKeysService } from './modules/api-keys';
import { createAuthService } from './modules/auth';
import {
  createBookingActions,
  createBookingQueries,
  createBookingsService,
} from './modules/bookings';
import { createCredentialsService } from './modules/credentials';
import { createEmployeesService } from './modules/employees';
import {
  createGuestNotificationsService,
  createNotificationSettingsService,
} from './modules/guest-notifications';
import { createGuestAppSettingsService } from './modules/guest-app-settings';
import { createGuestsService } from './modules/guests';
import { createReadiness } from './modules/health';
import {
  createGuestBookingsService,
  createGuestLocksService,
  createGuestPaymentsService,
  createGuestSignInService,
} from './modules/guest-app';
import { createHotelsService } from './modules/hotels';
import { createImagesService } from './modules/images';
import { createLockSettingsService } from './modules/lock-settings';
import { accessSettingsChanged, createLocksService, resyncEveryStay } from './modules/locks';
import { createBookingAccessService } from './modules/lock-access';
import { createOnlineCheckout } from './modules/online-payments';
import { createPaymentSettingsService, createPaymentsService } from './modules/payments';
import { createPublicBookingService, createPublicCatalogService } from './modules/public-booking';
import { createPublicHotelsService } from './modules/public-hotels';
import { createPublicPageSettingsService } from './modules/public-page-settings';
import { createRateLimiter, createRequestLimits } from './modules/rate-limits';
import { createRoomServiceService } from './modules/room-service';
import { createRoomTypesService } from './modules/room-types';
import { createRoomsService } from './modules/rooms';
import { createRegistrationService, createSelfCheckInService } from './modules/self-check-in';
import { createServicesService } from './modules/services';
import { createStaffNotificationsService } from './modules/staff-notifications';
import { createSmsSettingsService, createSmsWebhooksService } from './modules/sms';
import { createSyncService } from './modules/sync';
import { createUserGroupsService } from './modules/user-groups';
import { createIntegrationsService } from './modules/integrations';
import { createSmoobuWebhookService } from './modules/smoobu-inbound';
import { createSmoobuPluginService, type SmoobuClients } from './modules/smoobu-plugin';
import {
  createRoomRaccoonOtaService,
  createRoomRaccoonRepository,
  createRoomRaccoonSettingsService,
} from './modules/roomraccoon';
import { createIcalFeedsRepository, createIcalFeedsService } from './modules/ical-feeds';
import { applyChannelReservation } from './modules/channel-ingest';
import { createWebhooksService } from './modules/webhooks';
import { createSmbclientReader } from './adapters/smb/smbclient-reader';
import { createCsvImportService } from './modules/csv-import';
import { createAdminHotelService, type HotelSwitchServices } from './modules/admin-hotel';
import { createErrorLogService, createErrorRecorder } from './modules/error-log';

/**
 * The composition root: the one place that turns config and the database into services, job
 * definitions and the readiness check. app.ts and jobs/worker-app.ts only register what they
 * get here, so no route ever sees the database.
 */

/** What every process role needs: the job runtime with its registry, and readiness. */
export function composeJobs(config: AppConfig, database: Database, log: FastifyBaseLogger) {
  const credentials = createCredentialsService({
    db: database.db,
    secretBox: createSecretBox(config.secretsKey),
  });
  // Each hotel's own SMS provider (seven.io, Twilio) or the local outbox.
  const smsGatewayFor = createSmsGatewayResolver({ db: database.db, credentials, config, log });
  // Each hotel's door-lock provider (bwOnline's SOAP service, Nuki) or the local simulator.
  const lockProviderFor = createLockProviderResolver({ db: database.db, credentials, config, log });
  // Each hotel's Smoobu client (issue 16), with its stored key; null without one.
  const smoobuClientFor = createSmoobuClientResolver({ credentials, config });
  // The CSV import (issue 17): runs now (web) and every interval (the job queue).
  const csvImport = createCsvImportService({
    db: database.db,
    credentials,
    smbReader: createSmbclientReader({ smbclientPath: config.smb.smbclientPath }),
    smbTimeoutMs: config.smb.timeoutSeconds * 1000,
    log,
  });
  const { runtime, emailSender, notificationDispatcher } = createAppJobs(config, database, log, {
    smsGatewayFor,
    lockProviderFor,
    smoobuClientFor,
    csvImport,
  });
  const readiness = createReadiness({
    db: database.db,
    isJobRuntimeStarted: () => runtime.isStarted,
  });
  return {
    jobs: runtime,
    emailSender,
    readiness,
    notificationDispatcher,
    credentials,
    smsGatewayFor,
    lockProviderFor,
    smoobuClientFor,
    csvImport,
  };
}

export interface CompositionDeps {
  log: FastifyBaseLogger;
  /** Defaults to SMTP or the outbox per config; tests may pass their own. */
  emailSender?: EmailSender;
  /** Defaults to files in `<dataDir>/uploads`. */
  storage?: Storage;
}

/** Everything the web process (ROLE=web or all) serves: access, services, jobs, readiness. */
export function composeApp(config: AppConfig, database: Database, deps: CompositionDeps) {
  const { db } = database;
  const {
    jobs,
    readiness,
    notificationDispatcher,
    credentials,
    smsGatewayFor,
    lockProviderFor,
    smoobuClientFor,
    csvImport,
    ...defaults
  } = composeJobs(config, database, deps.log);
  const emailSender = deps.emailSender ?? defaults.emailSender;
  const storage = deps.storage ?? createLocalStorage(config.dataDir);

  const apiKeys = createApiKeysService({ db });
  const accessRepository = createAccessRepository(db);
  const hotelAccess = createHotelAccessService(accessRepository);
  const resolvePrincipal = createPrincipalResolver({
    repository: accessRepository,
    apiKeys,
    jwtSecret: config.jwtSecret,
  });
  const smsSettings = createSmsSettingsService({ db, credentials, appUrl: config.appUrl });
  const rateLimiter = createRateLimiter({ db });
  const bookings = createBookingsService({ db });
  const bookingActions = createBookingActions({ db });
  // reCAPTCHA v3 with both keys, otherwise off: the booking call and the page settings share it.
  const captcha = createCaptchaVerifier(config.recaptcha);
  // Stripe Checkout with STRIPE_SECRET_KEY, otherwise the public page's test checkout.
  const onlineCheckout = createOnlineCheckout({ db, config, log: deps.log });
  // Without Stripe, online payment is the test checkout: only where that is allowed.
  const canCheckOut = Boolean(config.stripeSecretKey) || config.testCheckout;
  const guestBookings = createGuestBookingsService({ db, bookingActions, canCheckOut });
  // The Smoobu wizard checks a key before storing it; everything else uses the stored one.
  const smoobuClients: SmoobuClients = {
    forHotel: (hotelId) => smoobuClientFor(hotelId),
    forKey: (apiKey) => smoobuClientForKey(apiKey, { baseUrl: config.smoobuApiUrl }),
  };
  const roomRaccoonRepository = createRoomRaccoonRepository(db);
  // Door codes and windows follow check-in times, the time zone and the entrance settings.
  const onHotelSettingChanged: Parameters<
    typeof createHotelsService
  >[0]['onSettingChanged'] = async (tx, hotelId, before, after) => {
    if (accessSettingsChanged(before, after)) await resyncEveryStay(tx, jobs, hotelId);
  };
  // The hotel's own settings services on one transaction (credentials too: PGlite runs one
  // transaction at a time), so the admin area switches a hotel's features and plugins through
  // the owner's calls with its audit entry in the same transaction.
  const secretBox = createSecretBox(config.secretsKey);
  const switchServicesOn = (tx: Tx): HotelSwitchServices => {
    const txCredentials = createCredentialsService({ db: tx, secretBox });
    return {
      hotels: createHotelsService({
        db: tx,
        hotelAccess,
        storage,
        credentials: txCredentials,
        onSettingChanged: onHotelSettingChanged,
      }),
      publicPageSettings: createPublicPageSettingsService({
        db: tx,
        provider: createPaymentProvider(config),
        captchaEnabled: Boolean(config.recaptcha),
        canCheckOut,
      }),
      guestAppSettings: createGuestAppSettingsService({ db: tx }),
      smoobuPlugin: createSmoobuPluginService({
        db: tx,
        credentials: txCredentials,
        clients: smoobuClients,
        jobs,
        publicBaseUrl: config.publicBaseUrl,
      }),
      roomRaccoonSettings: createRoomRaccoonSettingsService({
        repository: createRoomRaccoonRepository(tx),
        credentials: txCredentials,
        publicBaseUrl: config.publicBaseUrl,
      }),
      csvImport: createCsvImportService({
        db: tx,
        credentials: txCredentials,
        smbReader: createSmbclientReader({ smbclientPath: config.smb.smbclientPath }),
        smbTimeoutMs: config.smb.timeoutSeconds * 1000,
        log: deps.log,
      }),
    };
  };
  // One each, shared: the hotel's and the admin area's deliveries; the error handler's and the
  // browser reports' recordings (closing the app waits for them).
  const guestNotifications = createGuestNotificationsService({
    db,
    dispatcher: notificationDispatcher,
  });
  const errorRecorder = createErrorRecorder({ db, log: deps.log });
  const services = {
    apiKeys,
    auth: createAuthService({
      db,
      emailSender,
      jobs,
      jwtSecret: config.jwtSecret,
      appUrl: config.appUrl,
    }),
    hotels: createHotelsService({
      db,
      hotelAccess,
      storage,
      credentials,
      onSettingChanged: onHotelSettingChanged,
    }),
    admin: createAdminService({
      db,
      emailTransport: emailSender.transport,
      paymentTransport: paymentTransportOf(config),
    }),
    adminUsers: createAdminUsersService({ db, emailSender, jobs, appUrl: config.appUrl }),
    adminHotels: createAdminHotelsService({ db, emailSender, appUrl: config.appUrl }),
    // Door-lock providers per hotel (issue 15): super admins only, it stores their secrets.
    lockSettings: createLockSettingsService({ db, credentials, jobs }),
    // The admin area's audit trail (issue 18): read by the hotel's and the user's admin pages.
    adminAudit: createAdminAuditService({ db }),
    publicHotels: createPublicHotelsService({
      db,
      captchaSiteKey: config.recaptcha?.siteKey ?? null,
      canCheckOut,
    }),
    publicCatalog: createPublicCatalogService({ db }),
    sync: createSyncService({ db, jobs }),
    staffNotifications: createStaffNotificationsService({ db }),
    employees: createEmployeesService({ db, emailSender, appUrl: config.appUrl }),
    userGroups: createUserGroupsService({ db }),
    services: createServicesService({ db }),
    roomTypes: createRoomTypesService({ db }),
    rooms: createRoomsService({ db }),
    images: createImagesService({ db, storage }),
    guests: createGuestsService({ db }),
    bookings,
    publicBooking: createPublicBookingService({
      db,
      bookings,
      captcha,
      rateLimiter,
      onlineCheckout: canCheckOut ? onlineCheckout : undefined,
      config: {
        appUrl: config.appUrl,
        jwtSecret: config.jwtSecret,
        publicBookingsPerIp: config.rateLimit.publicBookingsPerIp,
      },
      log: deps.log,
    }),
    bookingActions,
    bookingQueries: createBookingQueries({ db }),
    bookingAccess: createBookingAccessService({ db, jobs }),
    payments: createPaymentsService({ db }),
    paymentSettings: createPaymentSettingsService({
      db,
      provider: createPaymentProvider(config),
    }),
    onlineCheckout,
    publicPageSettings: createPublicPageSettingsService({
      db,
      provider: createPaymentProvider(config),
      captchaEnabled: Boolean(config.recaptcha),
      canCheckOut,
    }),
    guestAppSettings: createGuestAppSettingsService({ db }),
    selfCheckIn: createSelfCheckInService({ db, bookingActions }),
    registrations: createRegistrationService({ db }),
    roomService: createRoomServiceService({ db }),
    locks: createLocksService({ db, jobs, lockProviderFor, credentials }),
    smsSettings,
    smsWebhooks: createSmsWebhooksService({ db, credentials }),
    notificationSettings: createNotificationSettingsService({
      db,
      appUrl: config.appUrl,
      emailTransport: emailSender.transport,
      smsStatus: smsSettings.status,
    }),
    guestNotifications,
    // The guest app (issue 14): sign-in by SMS code through the hotel's own SMS gateway.
    guestSignIn: createGuestSignInService({
      db,
      smsGatewayFor,
      jwtSecret: config.jwtSecret,
      log: deps.log,
      rateLimiter,
      guestAuthPerIp: config.rateLimit.guestAuthPerIp,
    }),
    guestBookings,
    // The guest app's doors (issue 15): opened through the hotel's lock provider.
    guestLocks: createGuestLocksService({
      db,
      lockProviderFor,
      jobs,
      guestBooking: guestBookings.guestBooking,
    }),
    // Channel managers (issue 16): the Smoobu wizard, its webhook, the integrations overview.
    smoobuPlugin: createSmoobuPluginService({
      db,
      credentials,
      clients: smoobuClients,
      jobs,
      publicBaseUrl: config.publicBaseUrl,
    }),
    smoobuWebhook: createSmoobuWebhookService({ db, jobs }),
    integrations: createIntegrationsService({ db }),
    guestPayments: createGuestPaymentsService({
      db,
      onlineCheckout,
      canCheckOut,
      appUrl: config.appUrl,
    }),
    // RoomRaccoon (issue 16): its OTA connection's settings and the endpoint it pushes to.
    roomRaccoonSettings: createRoomRaccoonSettingsService({
      repository: roomRaccoonRepository,
      credentials,
      publicBaseUrl: config.publicBaseUrl,
    }),
    roomRaccoonOta: createRoomRaccoonOtaService({
      repository: roomRaccoonRepository,
      credentials,
      applyReservation: (hotelId, reservation) =>
        applyChannelReservation({ db, bookings, bookingActions }, hotelId, reservation),
      log: deps.log,
    }),
    // iCal availability feeds per room (issue 16).
    icalFeeds: createIcalFeedsService({
      repository: createIcalFeedsRepository(db),
      publicBaseUrl: config.publicBaseUrl,
    }),
    // Outgoing webhooks of the API plugin (issue 17).
    webhooks: createWebhooksService({
      db,
      jobs,
      credentials,
      allowPrivateUrls: config.webhooks.allowPrivateUrls,
    }),
    csvImport,
    // The admin area's error log (issue 18): the browser's reports, the groups, resolving.
    errorLog: createErrorLogService({ db, rateLimiter, recorder: errorRecorder }),
    // Every hotel's deliveries for super admins (issue 18); "Resend" is the hotel's own.
    adminDeliveries: createAdminDeliveriesService({ db, guestNotifications }),
    // Admin area (issue 18): service presets and the platform's bwOnline SOAP account.
    servicePresets: createServicePresetsService({ db }),
    platformSoap: createPlatformSoapService({ db, credentials, jobs }),
  };
  // One hotel in the admin area (issue 18): its edit, settings and configuration.
  const adminHotel = createAdminHotelService({ db, hotels: services.hotels, switchServicesOn });

  return {
    jobs,
    readiness,
    emailSender,
    access: { hotelAccess, resolvePrincipal },
    services: { ...services, adminHotel },
    requestLimits: createRequestLimits(rateLimiter, config.rateLimit),
    /** Removes stored image files after their rows are gone (a deleted room type's images). */
    removeImageFiles: (keys: string[]) => storage.delete(keys),
    /** The error handler records every 5xx with it; closing the app waits for its writes. */
    errorRecorder,
  };
}
