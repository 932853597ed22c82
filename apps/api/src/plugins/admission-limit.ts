import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PgliteAdmission } from '../config-pglite';
import { createConcurrencyLimit } from '../lib/concurrency-limit';
import { errorBody, sendError } from './error-handler';

/** Probes answer at once whatever the load: a balancer must see a busy process as alive. */
const NEVER_QUEUED = new Set(['/api/health', '/api/ready']);

const LINE_FULL = 'line-full';
const WAITED_TOO_LONG = 'waited-too-long';
const CALLER_LEFT = 'caller-left';
const WARNING_INTERVAL_MS = 10_000;

/** Seconds a refused caller should wait: the line's expected drain time, 1 to 30. */
function retryAfterSeconds(waiting: number, active: number, averageMs: number) {
  const seconds = Math.ceil(((waiting + 1) * averageMs) / Math.max(1, active) / 1000);
  return Math.min(30, Math.max(1, seconds));
}

/**
 * Admission control for PGlite (issue 19). PGlite is a single connection inside this process:
 * fifty requests at once just pile up behind it, each waiting its turn for every one of its
 * queries, until some wait longer than their client does. Instead, at most `maxActive` API
 * requests are worked on at once and the others wait in a first-come line of `maxQueued`.
 * A request that finds the line full, or waits `maxWaitMs`, is answered at once: 503 with
 * `Retry-After` and the usual translated error body, never a hang. A request whose caller left
 * while waiting gives its place up. The web app's files and the health probes pass untouched.
 * Not registered on PostgreSQL, whose pool and server do their own queueing.
 */
export const admissionLimitPlugin = fp<PgliteAdmission>(
  async (app, options) => {
    const limit = createConcurrencyLimit({
      concurrency: options.maxActive,
      maxWaiting: options.maxQueued,
      maxWaitMs: options.maxWaitMs,
      onFull: () => new Error(LINE_FULL),
      onTimeout: () => new Error(WAITED_TOO_LONG),
    });
    // How long an admitted request takes, smoothed: what Retry-After is worked out from.
    let averageMs = 50;
    // Refusals come in floods: one warning per interval with their number, not one per request.
    let refusedSinceWarning = 0;
    let lastWarningAt = 0;

    function refuse(request: FastifyRequest, reply: FastifyReply) {
      refusedSinceWarning += 1;
      if (performance.now() - lastWarningAt >= WARNING_INTERVAL_MS) {
        request.log.warn(
          { refused: refusedSinceWarning, waiting: limit.waiting },
          'PGlite is busy: requests refused with 503',
        );
        refusedSinceWarning = 0;
        lastWarningAt = performance.now();
      }
      const seconds = retryAfterSeconds(limit.waiting, options.maxActive, averageMs);
      void reply.header('retry-after', String(seconds));
      return sendError(reply, errorBody('SERVER_BUSY', 'errors.serverBusy', request.language));
    }

    app.addHook('onRequest', async (request, reply) => {
      const path = request.routeOptions.url ?? request.url.split('?', 1)[0]!;
      if (!path.startsWith('/api/') || NEVER_QUEUED.has(path)) return;
      const callerLeft = new AbortController();
      const slot: { release?: () => void } = {};
      // A response's `close` comes once it is sent, or when the connection drops before that.
      reply.raw.once('close', () => {
        if (slot.release) slot.release();
        else callerLeft.abort(new Error(CALLER_LEFT));
      });
      let admitted: () => void;
      try {
        admitted = await limit.acquire({ signal: callerLeft.signal });
      } catch (error) {
        if ((error as Error).message === CALLER_LEFT) return reply.hijack();
        return refuse(request, reply);
      }
      const started = performance.now();
      slot.release = () => {
        averageMs = averageMs * 0.9 + (performance.now() - started) * 0.1;
        admitted();
      };
      // PGlite runs a query on this thread, between two turns of the event loop. Without a turn
      // before each admitted request, its queries would run before the next arrivals are even
      // read, and those would wait unseen in the sockets instead of in this bounded line.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (reply.raw.destroyed) return reply.hijack();
    });
  },
  { name: 'admission-limit', dependencies: ['error-handler', 'request-language'] },
);
