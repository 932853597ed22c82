import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { EmailSender } from './adapters/email/email-sender';
import { composeApp, type CompositionDeps } from './composition';
import type { AppConfig } from './config';
import { DEFAULT_PGLITE_ADMISSION } from './config-pglite';
import { DEFAULT_HTTP_SERVER, type HttpServerConfig } from './config-http';
import type { Database } from './db/client';
import type { JobRuntime } from './jobs/job-runtime';
import { loggerOptions } from './lib/logger-options';
import { adminRoutes } from './modules/admin';
import { adminAuditRoutes } from './modules/admin-audit';
import { adminUsersRoutes } from './modules/admin-users';
import { adminHotelsRoutes } from './modules/admin-hotels';
import { adminHotelRoutes } from './modules/admin-hotel';
import { adminDeliveriesRoutes } from './modules/admin-deliveries';
import { platformSoapRoutes } from './modules/platform-soap';
import { servicePresetsAdminRoutes, servicePresetsHotelRoutes } from './modules/service-presets';
import { apiKeysRoutes, apiV1DocsRoutes } from './modules/api-keys';
import { authRoutes } from './modules/auth';
import { bookingsRoutes } from './modules/bookings';
import { employeesRoutes, invitationsRoutes } from './modules/employees';
import {
  guestNotificationsRoutes,
  notificationSettingsRoutes,
} from './modules/guest-notifications';
import { guestAppSettingsRoutes } from './modules/guest-app-settings';
import { guestAppRoutes } from './modules/guest-app';
import { guestsRoutes } from './modules/guests';
import { healthRoutes } from './modules/health';
import { hotelsRoutes } from './modules/hotels';
import { imageFilesRoutes, imagesRoutes } from './modules/images';
import { lockSettingsRoutes } from './modules/lock-settings';
import { locksRoutes } from './modules/locks';
import { bookingAccessRoutes } from './modules/lock-access';
import { stripeWebhookRoutes, testCheckoutRoutes } from './modules/online-payments';
import { paymentSettingsRoutes, paymentsRoutes } from './modules/payments';
import { publicBookingRoutes, publicCatalogRoutes } from './modules/public-booking';
import { publicHotelsRoutes } from './modules/public-hotels';
import { publicPageSettingsRoutes } from './modules/public-page-settings';
import { roomServiceRoutes } from './modules/room-service';
import { roomTypesRoutes } from './modules/room-types';
import { roomsRoutes } from './modules/rooms';
import { registrationRoutes, selfCheckInRoutes } from './modules/self-check-in';
import { servicesRoutes } from './modules/services';
import { smsSettingsRoutes, smsWebhooksRoutes } from './modules/sms';
import { syncRoutes } from './modules/sync';
import { integrationsRoutes } from './modules/integrations';
import { smoobuWebhookRoutes } from './modules/smoobu-inbound';
import { smoobuPluginRoutes } from './modules/smoobu-plugin';
import { staffNotificationsRoutes } from './modules/staff-notifications';
import { userGroupsRoutes } from './modules/user-groups';
import { roomRaccoonOtaRoutes, roomRaccoonSettingsRoutes } from './modules/roomraccoon';
import { icalFeedFileRoutes, icalFeedsRoutes } from './modules/ical-feeds';
import { webhooksRoutes } from './modules/webhooks';
import { csvImportRoutes } from './modules/csv-import';
import {
  captureServerError,
  clientErrorRoutes,
  errorLogRoutes,
  type ErrorRecorder,
} from './modules/error-log';
import { accessPlugin } from './plugins/access';
import { admissionLimitPlugin } from './plugins/admission-limit';
import { apiKeyGatePlugin } from './plugins/api-key-gate';
import { apiV1Plugin, rewriteApiV1Url } from './plugins/api-v1';
import { publicScopePlugin } from './plugins/access-scope';
import { httpCachePlugin } from './plugins/http-cache';
import { compressionPlugin } from './plugins/compression';
import { hotelScopePlugin } from './plugins/hotel-scope';
import { errorHandlerPlugin } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { requestLanguagePlugin } from './plugins/request-language';
import { securityPlugin } from './plugins/security';
import { textInputPlugin } from './plugins/text-input';
import { webAppPlugin } from './plugins/web-app';

export interface AppDeps extends Omit<CompositionDeps, 'log'> {
  database: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    emailSender: EmailSender;
    jobs: JobRuntime;
    /** The error log's recorder; `idle()` waits for the 5xx recordings still under way. */
    errorRecorder: ErrorRecorder;
  }
}

/** A number of proxies trusts that many hops of X-Forwarded-For (Fastify's own reading). */
function trustProxyOption(trust: AppConfig['trustProxy']) {
  if (typeof trust !== 'number') return trust ?? false;
  return (_address: string, hop: number) => hop < trust;
}

/** Longer than a load balancer keeps idle connections (config-http.ts says why). */
function serverTimeouts(http: HttpServerConfig) {
  return {
    keepAliveTimeout: http.keepAliveTimeoutMs,
    requestTimeout: http.requestTimeoutMs,
    http: { headersTimeout: http.headersTimeoutMs, requestTimeout: http.requestTimeoutMs },
  };
}

/** Registers plugins and modules; never listens (server.ts does, tests use inject). */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config.http ?? DEFAULT_HTTP_SERVER),
    // `/api/v1/…` (the API keys' documented subset) is answered by the routes of `/api/…`.
    rewriteUrl: rewriteApiV1Url,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Started when the app is ready (workers only for ROLE=all) and stopped gracefully on close,
  // before the caller closes the database.
  const {
    jobs,
    readiness,
    emailSender,
    access,
    services,
    requestLimits,
    removeImageFiles,
    errorRecorder,
  } = composeApp(config, deps.database, {
    log: app.log,
    emailSender: deps.emailSender,
    storage: deps.storage,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  app.decorate('emailSender', emailSender);
  app.decorate('errorRecorder', errorRecorder);
  // A 5xx is recorded after its answer left: closing waits for it, before the database closes.
  app.addHook('onClose', () => errorRecorder.idle());

  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(requestLanguagePlugin);
  // Every 5xx goes to the error log (issue 18).
  await app.register(errorHandlerPlugin, { onServerError: captureServerError(errorRecorder) });
  // PGlite is one connection: a bounded line with a 503 past it, instead of requests piling up.
  if (deps.database.kind === 'pglite') {
    await app.register(admissionLimitPlugin, config.pgliteAdmission ?? DEFAULT_PGLITE_ADMISSION);
  }
  await app.register(textInputPlugin);
  await app.register(httpCachePlugin);
  // After the ETags (of the uncompressed body) and before everything else that sends.
  await app.register(compressionPlugin);
  // Before every plugin that adds routes: its startup check must see all of them.
  await app.register(accessPlugin, access);
  // Before the routes: `/api/v1/…` outside the subset is 404, and keys pass the key gate.
  await app.register(apiV1Plugin);
  await app.register(apiKeyGatePlugin, { countApiKeyCall: requestLimits.apiKeyCall });
  await app.register(openApiPlugin);

  // A call without a body to a route that expects one is validated as `{}`, so the caller
  // gets the field messages ("Email is required") instead of a bare type error.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });

  const staffOnlyModules = async (scope: FastifyInstance) => {
    await scope.register(employeesRoutes, {
      employeesService: services.employees,
      requestLimits,
    });
    await scope.register(userGroupsRoutes, { userGroupsService: services.userGroups });
    await scope.register(apiKeysRoutes, { apiKeysService: services.apiKeys });
    // These record the staff user (requested by, created by) as a user id.
    await scope.register(syncRoutes, { syncService: services.sync });
    await scope.register(roomServiceRoutes, { roomService: services.roomService });
    // The bell is a staff user's own (read marks per user).
    await scope.register(staffNotificationsRoutes, {
      staffNotifications: services.staffNotifications,
    });
    // Stores the SMS provider's secrets: staff only, like API keys.
    await scope.register(smsSettingsRoutes, { smsSettingsService: services.smsSettings });
    // Guest notifications: their settings, and messages that record the staff member who sent them.
    await scope.register(notificationSettingsRoutes, {
      notificationSettingsService: services.notificationSettings,
    });
    await scope.register(guestNotificationsRoutes, {
      guestNotificationsService: services.guestNotifications,
    });
    // The public booking page's settings: the page an owner switches on, staff only.
    await scope.register(publicPageSettingsRoutes, {
      publicPageSettingsService: services.publicPageSettings,
    });
    // The guest app's switch, colour and cover: a setting of the hotel's own staff.
    await scope.register(guestAppSettingsRoutes, {
      guestAppSettingsService: services.guestAppSettings,
    });
    // Channel managers (issue 16): the Smoobu wizard stores the hotel's Smoobu key.
    await scope.register(smoobuPluginRoutes, { smoobuPluginService: services.smoobuPlugin });
    await scope.register(integrationsRoutes, { integrationsService: services.integrations });
    // RoomRaccoon's OTA password and the iCal feed addresses: secrets, staff only.
    await scope.register(roomRaccoonSettingsRoutes, {
      roomRaccoonSettings: services.roomRaccoonSettings,
    });
    await scope.register(icalFeedsRoutes, { icalFeeds: services.icalFeeds });
    // Outgoing webhooks (issue 17): where the hotel's bookings are sent and their secrets.
    await scope.register(webhooksRoutes, { webhooksService: services.webhooks });
    // The CSV import (issue 17): stores the share's password, staff only.
    await scope.register(csvImportRoutes, { csvImportService: services.csvImport });
    // Service presets (issue 18): the list to pick from and the services page's import.
    await scope.register(servicePresetsHotelRoutes, {
      servicePresetsService: services.servicePresets,
    });
  };
  // API keys reach only the routes here that declare `config: { apiKey }` (the v1 subset).
  const staffAndApiKeyModules = async (scope: FastifyInstance) => {
    await scope.register(servicesRoutes, { servicesService: services.services });
    await scope.register(roomTypesRoutes, {
      roomTypesService: services.roomTypes,
      onImagesRemoved: removeImageFiles,
    });
    await scope.register(roomsRoutes, { roomsService: services.rooms });
    await scope.register(imagesRoutes, { imagesService: services.images });
    // Bookings, guests and payments record the principal: "API key 'Website'" in the history.
    await scope.register(guestsRoutes, { guestsService: services.guests });
    await scope.register(bookingsRoutes, {
      bookingsService: services.bookings,
      bookingActions: services.bookingActions,
      bookingQueries: services.bookingQueries,
    });
    await scope.register(paymentsRoutes, { paymentsService: services.payments });
    // A booking's door access (issue 15): its state, doors and the provider sync's retry.
    await scope.register(bookingAccessRoutes, { bookingAccess: services.bookingAccess });
    // The registration forms of a booking (viewBookings), as data or PDF.
    await scope.register(registrationRoutes, { registrationService: services.registrations });
    await scope.register(paymentSettingsRoutes, {
      paymentSettingsService: services.paymentSettings,
    });
    // Door locks: opening records the principal (staff name or API key) as who opened.
    await scope.register(locksRoutes, { locksService: services.locks });
  };

  await app.register(
    async (api) => {
      // Account, admin and hotel-list routes guard themselves (staff only) or are public.
      await api.register(authRoutes, {
        authService: services.auth,
        rateLimit: config.rateLimit,
        requestLimits,
      });
      await api.register(invitationsRoutes, { employeesService: services.employees });
      await api.register(hotelsRoutes, { hotelsService: services.hotels });
      await api.register(adminRoutes, { adminService: services.admin });
      await api.register(adminUsersRoutes, { adminUsersService: services.adminUsers });
      await api.register(adminHotelsRoutes, { adminHotelsService: services.adminHotels });
      await api.register(adminHotelRoutes, { adminHotelService: services.adminHotel });
      await api.register(errorLogRoutes, { errorLogService: services.errorLog });
      await api.register(adminDeliveriesRoutes, {
        adminDeliveriesService: services.adminDeliveries,
      });
      await api.register(servicePresetsAdminRoutes, {
        servicePresetsService: services.servicePresets,
      });
      await api.register(platformSoapRoutes, { platformSoapService: services.platformSoap });
      await api.register(lockSettingsRoutes, { lockSettingsService: services.lockSettings });
      await api.register(adminAuditRoutes, { adminAudit: services.adminAudit });
      await api.register(publicScopePlugin, {
        routes: async (scope) => {
          await scope.register(healthRoutes, { readiness });
          // The API keys' v1 subset: its OpenAPI document and interactive docs (Scalar).
          await scope.register(apiV1DocsRoutes, {
            appUrl: config.appUrl,
            apiKeyPerMinute: config.rateLimit.apiKeyPerMinute,
          });
          await scope.register(publicHotelsRoutes, {
            publicHotelsService: services.publicHotels,
          });
          await scope.register(publicCatalogRoutes, {
            publicCatalogService: services.publicCatalog,
          });
          // Anonymous: rate-limited per IP, reCAPTCHA when configured, idempotent by key.
          await scope.register(publicBookingRoutes, {
            publicBookingService: services.publicBooking,
          });
          await scope.register(imageFilesRoutes, { imagesService: services.images });
          // Anonymous, but each report is signed by the provider with the hotel's secret.
          await scope.register(smsWebhooksRoutes, {
            smsWebhooksService: services.smsWebhooks,
            appUrl: config.appUrl,
          });
          // Anonymous, but each event is signed by Stripe (STRIPE_WEBHOOK_SECRET).
          await scope.register(stripeWebhookRoutes, { onlineCheckout: services.onlineCheckout });
          // The test checkout of online payments without Stripe (404 while Stripe is set).
          await scope.register(testCheckoutRoutes, { onlineCheckout: services.onlineCheckout });
          // Anonymous: the unguessable token in the address names the hotel (issue 16).
          await scope.register(smoobuWebhookRoutes, {
            smoobuWebhookService: services.smoobuWebhook,
          });
          // Anonymous, but the address holds a secret token and the message WS-Security.
          await scope.register(roomRaccoonOtaRoutes, { roomRaccoonOta: services.roomRaccoonOta });
          // Anonymous: the feed's unguessable token is its only key; no guest data inside.
          await scope.register(icalFeedFileRoutes, { icalFeeds: services.icalFeeds });
          // Anonymous (the login page fails too): 16 KB at most, rate-limited per IP.
          await scope.register(clientErrorRoutes, { errorLogService: services.errorLog });
        },
      });
      // The guest app's self check-in: each route requires the guest token (requireGuest).
      await api.register(selfCheckInRoutes, { selfCheckInService: services.selfCheckIn });
      // The guest app: sign-in is public, every other call needs the guest token of its hotel.
      await api.register(guestAppRoutes, {
        guestSignIn: services.guestSignIn,
        guestBookings: services.guestBookings,
        guestPayments: services.guestPayments,
        guestLocks: services.guestLocks,
      });
      // Deny by default: hotel data routes register only inside the hotel scope.
      await api.register(hotelScopePlugin, { apiKeys: false, routes: staffOnlyModules });
      await api.register(hotelScopePlugin, { apiKeys: true, routes: staffAndApiKeyModules });
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, {
    webDist: config.webDist,
    publicHotel: (idOrSymbolCode) => services.publicHotels.publicHotel(idOrSymbolCode),
    recaptcha: Boolean(config.recaptcha),
  });
  return app;
}
