import { createHash } from 'node:crypto';

/**
 * Smoobu allows 1,000 requests per minute per key (docs/integrations/smoobu.md). A token bucket
 * per key and process keeps this server under it: a burst of BURST requests, then a steady
 * refill, so no 60-second window ever holds more than BURST + refill × 60 = 1,000 requests.
 * Several processes share the key, so a 429 can still come: the client then waits as Smoobu says.
 */
export const SMOOBU_REQUESTS_PER_MINUTE = 1000;
const BURST = 50;

export interface RateLimiter {
  /** Resolves when one more request may be sent now. */
  take(): Promise<void>;
}

export function createTokenBucket(options: {
  requestsPerMinute: number;
  burst: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}): RateLimiter {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? delay;
  const perMs = Math.max(options.requestsPerMinute - options.burst, 1) / 60_000;
  let tokens = options.burst;
  let refilledAt = now();
  // Callers queue in order, so a waiting caller is never overtaken by a later one.
  let queue: Promise<void> = Promise.resolve();

  async function takeOne() {
    for (;;) {
      const at = now();
      tokens = Math.min(options.burst, tokens + (at - refilledAt) * perMs);
      refilledAt = at;
      if (tokens >= 1) {
        tokens -= 1;
        return;
      }
      await sleep(Math.ceil((1 - tokens) / perMs));
    }
  }

  return {
    take() {
      const turn = queue.then(takeOne);
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}

const buckets = new Map<string, RateLimiter>();

/** This process's bucket for one key (kept by the key's hash, never by the key). */
export function smoobuRateLimiterFor(apiKey: string): RateLimiter {
  const id = createHash('sha256').update(apiKey).digest('hex');
  let bucket = buckets.get(id);
  if (!bucket) {
    bucket = createTokenBucket({ requestsPerMinute: SMOOBU_REQUESTS_PER_MINUTE, burst: BURST });
    buckets.set(id, bucket);
  }
  return bucket;
}

/** Longest wait one 429 may ask for; a larger or unreadable value is capped to it. */
const MAX_RATE_LIMIT_WAIT_MS = 60_000;

/**
 * How long a 429 says to wait: `Retry-After` or `X-RateLimit-Retry-After` (seconds), else
 * `X-RateLimit-Reset` read as seconds to wait or, when it is that large, a unix time.
 */
export function rateLimitWaitMs(headers: Headers, nowMs: number = Date.now()): number {
  const seconds = (name: string) => {
    const value = Number(headers.get(name));
    return headers.get(name) !== null && Number.isFinite(value) && value >= 0 ? value : null;
  };
  const retryAfter = seconds('retry-after') ?? seconds('x-ratelimit-retry-after');
  let waitMs: number;
  if (retryAfter !== null) {
    waitMs = retryAfter * 1000;
  } else {
    const reset = seconds('x-ratelimit-reset');
    if (reset === null) waitMs = 1000;
    else waitMs = reset > 1_000_000_000 ? reset * 1000 - nowMs : reset * 1000;
  }
  return Math.min(Math.max(waitMs, 250), MAX_RATE_LIMIT_WAIT_MS);
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
