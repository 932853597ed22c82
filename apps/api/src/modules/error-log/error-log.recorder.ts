import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorLogKind } from '@hotel/shared/contracts/error-log';
import type { Db } from '../../db/client';
import { serializeSafeError, type SafeError } from '../../lib/logger-options';
import {
  normalizeForFingerprint,
  redactContext,
  redactText,
  STORED_LIMITS,
} from './error-redaction';
import { createErrorLogRepository } from './error-log.repository';

const TITLE_MAX = 300;
const SOURCE_MAX = 300;

/** One error as the pipeline receives it, before redaction. */
export interface ErrorInput {
  kind: ErrorLogKind;
  source: string;
  /** The error's class or code (`TypeError`, `PostgresError`, the client report's kind). */
  name: string;
  message: string;
  stack?: string | null;
  requestId?: string | null;
  method?: string | null;
  route?: string | null;
  statusCode?: number | null;
  hotelId?: string | null;
  userId?: string | null;
  context?: Record<string, unknown>;
}

export function fingerprintOf(kind: string, source: string, name: string, message: string) {
  return createHash('sha256')
    .update([kind, source, name, normalizeForFingerprint(message)].join('\n'))
    .digest('hex');
}

/**
 * What an Error (or anything thrown) says about itself, for the pipeline: through the logger's
 * whitelisting serializer, so a failed query's bound values (drizzle's "params: …") and the
 * driver's `detail` never get here. The innermost cause (PostgreSQL's error under drizzle's)
 * adds its safe message, and its code and constraint name the group: two rows failing on one
 * constraint are one bug.
 */
export function describeThrown(error: unknown): { name: string; message: string; stack?: string } {
  const safe = serializeSafeError(error);
  if (!(error instanceof Error)) return { name: safe.type, message: safe.message };
  let cause: SafeError | undefined = safe.cause;
  while (cause?.cause) cause = cause.cause;
  const code = shortText(cause?.code) ?? shortText(safe.code);
  const constraint = shortText(cause?.constraint) ?? shortText(safe.constraint);
  const name = [error.name, code, constraint].filter(Boolean).join(' ');
  const message = cause
    ? `${safe.message}\ncause: ${cause.type}${code ? ` ${code}` : ''}: ${cause.message}`
    : safe.message;
  return { name, message: message || name, stack: safe.stack };
}

const shortText = (value: unknown): string | undefined =>
  (typeof value === 'string' || typeof value === 'number') && String(value).length <= 60
    ? String(value)
    : undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const asUuid = (value: unknown): string | null =>
  typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;

/**
 * Records errors, redacted, grouped by fingerprint: the error handler's 5xx, the jobs' last
 * tries, the browser's reports. Recording never throws: a failure is logged without the
 * error's text and swallowed, so the request or job that failed goes on as if nothing were
 * recorded.
 */
export function createErrorRecorder(deps: { db: Db; log: FastifyBaseLogger; now?: () => Date }) {
  const repository = createErrorLogRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  // Recordings under way: the error handler does not wait for them, closing the app does.
  const pending = new Set<Promise<void>>();

  function record(input: ErrorInput): Promise<void> {
    const recording = store(input).finally(() => pending.delete(recording));
    pending.add(recording);
    return recording;
  }

  async function store(input: ErrorInput): Promise<void> {
    try {
      const message = redactText(input.message, STORED_LIMITS.message) || input.name;
      const source = redactText(input.source, SOURCE_MAX);
      await repository.record({
        fingerprint: fingerprintOf(input.kind, source, input.name, message),
        kind: input.kind,
        source,
        title: redactText(input.message, TITLE_MAX) || input.name,
        requestId: input.requestId?.slice(0, 100) ?? null,
        method: input.method?.slice(0, 10) ?? null,
        route: input.route ? redactText(input.route, SOURCE_MAX) : null,
        statusCode: input.statusCode ?? null,
        hotelId: asUuid(input.hotelId),
        userId: asUuid(input.userId),
        message,
        stack: input.stack ? redactText(input.stack, STORED_LIMITS.stack) : null,
        context: redactContext(input.context ?? {}),
        occurredAt: now(),
      });
    } catch (error) {
      // Only what cannot be personal: the kind, and the failure's class and code.
      const code = (error as { code?: unknown })?.code;
      deps.log.warn(
        {
          kind: input.kind,
          failure: error instanceof Error ? error.name : typeof error,
          code: typeof code === 'string' ? code : undefined,
        },
        'Recording an error in the error log failed',
      );
    }
  }

  return {
    record,
    /** Resolves when every recording started so far is stored (or has failed and been logged). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export type ErrorRecorder = ReturnType<typeof createErrorRecorder>;
