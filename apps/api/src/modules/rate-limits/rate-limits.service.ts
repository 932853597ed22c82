import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import { createRateLimitsRepository } from './rate-limits.repository';

/** At most `max` per fixed window of `windowSeconds` for one key (an address, an IP, a user). */
export interface RateLimitRule {
  key: string;
  max: number;
  windowSeconds: number;
}

/** 429 with Retry-After and the wait in the message ("… in 12 minutes"). */
export function rateLimited(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'RATE_LIMITED',
    minutes === 1 ? 'errors.rateLimitedMinute' : 'errors.rateLimitedFor',
    { params: { minutes }, retryAfterSeconds },
  );
}

/** Counters older than this are gone; no window is longer than a day. */
const KEEP_COUNTERS_MS = 24 * 60 * 60 * 1000;

function windowOf(rule: RateLimitRule, now: number) {
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return { start: new Date(start), retryAfterSeconds: Math.ceil((start + windowMs - now) / 1000) };
}

/**
 * Rate limits whose counters live in the database (rate_limit_counters), so they hold however
 * many processes serve the API. Fixed windows: simple, one row per key and window.
 */
export function createRateLimiter(deps: { db: Db; now?: () => number }) {
  const repository = createRateLimitsRepository(deps.db);
  // Read at each call, so a test's fake clock (vi.setSystemTime) applies.
  const now = deps.now ?? (() => Date.now());

  function refuse(rules: RateLimitRule[], at: number): never {
    const retryAfter = Math.max(...rules.map((rule) => windowOf(rule, at).retryAfterSeconds));
    throw rateLimited(retryAfter);
  }

  return {
    /** Counts one attempt against every rule; throws RateLimitedError when one is over its max. */
    async consume(rules: RateLimitRule[]): Promise<void> {
      const at = now();
      const exceeded: RateLimitRule[] = [];
      for (const rule of rules) {
        const count = await repository.increment(rule.key, windowOf(rule, at).start);
        if (count > rule.max) exceeded.push(rule);
      }
      if (exceeded.length > 0) refuse(exceeded, at);
    },

    /** Throws when a rule has already reached its max, counting nothing (e.g. failed logins). */
    async assertBelow(rules: RateLimitRule[]): Promise<void> {
      const at = now();
      const exceeded: RateLimitRule[] = [];
      for (const rule of rules) {
        if ((await repository.count(rule.key, windowOf(rule, at).start)) >= rule.max) {
          exceeded.push(rule);
        }
      }
      if (exceeded.length > 0) refuse(exceeded, at);
    },

    /** Counts without refusing: a failed login that assertBelow checks next time. */
    async record(rules: RateLimitRule[]): Promise<void> {
      const at = now();
      for (const rule of rules) await repository.increment(rule.key, windowOf(rule, at).start);
    },

    async deleteExpired(): Promise<void> {
      await repository.deleteOlderThan(new Date(now() - KEEP_COUNTERS_MS));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
