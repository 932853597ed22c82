import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { composeJobs } from '../composition';
import { loggerOptions } from '../lib/logger-options';
import { healthRoutes } from '../modules/health';

/**
 * ROLE=worker: handlers, schedules and the event relay, and over HTTP only /api/health and
 * /api/ready for the orchestrator. No staff API, no web app.
 */
export async function buildWorkerApp(
  config: AppConfig,
  deps: { database: Database },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const { jobs, readiness } = composeJobs(config, deps.database, app.log);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  await app.register(healthRoutes, { prefix: '/api', readiness });
  return app;
}
