import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { EmailSender } from './adapters/email/email-sender';
import { createLocalStorage, type Storage } from './adapters/storage/storage';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { adminRoutes } from './modules/admin/admin.routes';
import { createAdminService } from './modules/admin/admin.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { hotelsRoutes } from './modules/hotels/hotels.routes';
import { createHotelsService } from './modules/hotels/hotels.service';
import { syncRoutes } from './modules/sync/sync.routes';
import { createSyncService } from './modules/sync/sync.service';
import { createAppJobs } from './jobs/app-jobs';
import type { JobRuntime } from './jobs/job-runtime';
import { healthRoutes } from './modules/health/health.routes';
import { employeesRoutes } from './modules/employees/employees.routes';
import { createEmployeesService } from './modules/employees/employees.service';
import { userGroupsRoutes } from './modules/user-groups/user-groups.routes';
import { createUserGroupsService } from './modules/user-groups/user-groups.service';
import { imagesRoutes } from './modules/images/images.routes';
import { createImagesService } from './modules/images/images.service';
import { roomTypesRoutes } from './modules/room-types/room-types.routes';
import { createRoomTypesService } from './modules/room-types/room-types.service';
import { roomsRoutes } from './modules/rooms/rooms.routes';
import { guestsRoutes } from './modules/guests/guests.routes';
import { createGuestsService } from './modules/guests/guests.service';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { createBookingsService } from './modules/bookings/bookings.service';
import { createRoomsService } from './modules/rooms/rooms.service';
import { servicesRoutes } from './modules/services/services.routes';
import { createServicesService } from './modules/services/services.service';
import { roomServiceRoutes } from './modules/room-service/room-service.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { paymentSettingsRoutes } from './modules/payments/payment-settings.routes';
import { createPaymentSettingsService } from './modules/payments/payment-settings.service';
import { createPaymentProvider } from './adapters/payments/payment-provider';
import { publicHotelsRoutes } from './modules/public-hotels/public-hotels.routes';
import { createPublicHotelsService } from './modules/public-hotels/public-hotels.service';
import { createCredentialsService } from './modules/credentials/credentials.service';
import { createSecretBox } from './lib/secret-box';
import { accessPlugin } from './plugins/access';
import { publicScopePlugin } from './plugins/access-scope';
import { hotelScopePlugin } from './plugins/hotel-scope';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { createApiKeysService } from './modules/api-keys/api-keys.service';
import { imageFilesRoutes } from './modules/images/image-files.routes';
import { errorHandlerPlugin } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { requestLanguagePlugin } from './plugins/request-language';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';

export interface AppDeps {
  database: Database;
  /** Defaults to SMTP or the outbox per config; tests may pass their own. */
  emailSender?: EmailSender;
  /** Defaults to files in `<dataDir>/uploads`. */
  storage?: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    emailSender: EmailSender;
    jobs: JobRuntime;
  }
}

/** Registers plugins and modules; never listens (server.ts does, tests use inject). */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = deps.database;
  // Started when the app is ready (workers only for ROLE=all) and stopped gracefully on close,
  // before the caller closes the database.
  const jobs = createAppJobs(config, deps.database, app.log);
  app.decorate('jobs', jobs.runtime);
  app.addHook('onReady', () => jobs.runtime.start());
  app.addHook('onClose', () => jobs.runtime.stop());
  const emailSender = deps.emailSender ?? jobs.emailSender;
  app.decorate('emailSender', emailSender);

  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(requestLanguagePlugin);
  await app.register(errorHandlerPlugin);
  const apiKeysService = createApiKeysService({ db });
  // Before every plugin that adds routes: its startup check must see all of them.
  await app.register(accessPlugin, { db, jwtSecret: config.jwtSecret, apiKeys: apiKeysService });
  await app.register(openApiPlugin);

  // A call without a body to a route that expects one is validated as `{}`, so the caller
  // gets the field messages ("Email is required") instead of a bare type error.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });

  const authService = createAuthService({
    db,
    emailSender,
    jwtSecret: config.jwtSecret,
    appUrl: config.appUrl,
  });

  const storage = deps.storage ?? createLocalStorage(config.dataDir);
  const credentialsService = createCredentialsService({
    db,
    secretBox: createSecretBox(config.secretsKey),
  });
  const hotelsService = createHotelsService({
    db,
    hotelAccess: app.hotelAccess,
    storage,
    credentials: credentialsService,
  });
  const adminService = createAdminService({ db, emailTransport: emailSender.transport });
  const publicHotelsService = createPublicHotelsService({ db });
  const syncService = createSyncService({ db, jobs: jobs.runtime });
  const employeesService = createEmployeesService({ db, emailSender, appUrl: config.appUrl });
  const userGroupsService = createUserGroupsService({ db });
  const servicesService = createServicesService({ db });
  const roomTypesService = createRoomTypesService({ db });
  const roomsService = createRoomsService({ db });
  const guestsService = createGuestsService({ db });
  const bookingsService = createBookingsService({ db });
  const imagesService = createImagesService({ db, storage });

  const staffOnlyModules = async (scope: FastifyInstance) => {
    await scope.register(employeesRoutes, { employeesService });
    await scope.register(userGroupsRoutes, { userGroupsService });
    await scope.register(apiKeysRoutes, { apiKeysService });
    // These record the staff user (requested by, created by) as a user id.
    await scope.register(syncRoutes, { syncService });
    await scope.register(roomServiceRoutes, { db });
  };
  const staffAndApiKeyModules = async (scope: FastifyInstance) => {
    await scope.register(servicesRoutes, { servicesService });
    await scope.register(roomTypesRoutes, {
      roomTypesService,
      onImagesRemoved: (keys) => storage.delete(keys),
    });
    await scope.register(roomsRoutes, { roomsService });
    await scope.register(imagesRoutes, { imagesService });
    // Bookings, guests and payments record the principal: "API key 'Website'" in the history.
    await scope.register(guestsRoutes, { guestsService });
    await scope.register(bookingsRoutes, { bookingsService, db });
    await scope.register(paymentsRoutes, { db });
    await scope.register(paymentSettingsRoutes, {
      paymentSettingsService: createPaymentSettingsService({
        db,
        provider: createPaymentProvider(config),
      }),
    });
  };

  await app.register(
    async (api) => {
      // Account, admin and hotel-list routes guard themselves (staff only) or are public.
      await api.register(authRoutes, { authService, rateLimit: config.rateLimit });
      await api.register(hotelsRoutes, { hotelsService });
      await api.register(adminRoutes, { adminService });
      await api.register(publicScopePlugin, {
        routes: async (scope) => {
          await scope.register(healthRoutes, {
            db,
            isJobRuntimeStarted: () => jobs.runtime.isStarted,
          });
          await scope.register(publicHotelsRoutes, { publicHotelsService });
          await scope.register(imageFilesRoutes, { imagesService });
        },
      });
      // Deny by default: hotel data routes register only inside the hotel scope.
      await api.register(hotelScopePlugin, { apiKeys: false, routes: staffOnlyModules });
      await api.register(hotelScopePlugin, { apiKeys: true, routes: staffAndApiKeyModules });
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { webDist: config.webDist });
  return app;
}
