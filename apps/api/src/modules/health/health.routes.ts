import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readiness } from './health.service';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/**
 * GET /api/health (liveness: the process answers) and GET /api/ready (readiness: the database
 * answers and the job runtime has started). A load balancer sends traffic only to ready
 * processes; an orchestrator restarts one that stops being live.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (
  app,
  { readiness },
) => {
  const tags = ['health'];
  app.get(
    '/health',
    { schema: { tags, summary: 'Liveness', response: { 200: statusSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/ready',
    {
      schema: {
        tags,
        summary: 'Readiness: database reachable and job runtime started',
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (_request, reply) => {
      const isReady = await readiness.isReady();
      return reply
        .status(isReady ? 200 : 503)
        .send({ status: isReady ? ('ok' as const) : ('unavailable' as const) });
    },
  );
};
