import type { LoadSummary } from './load-summary';

/** The timed calls, by the names the tables and the JSON use. */
export const CALLS = {
  availability: 'GET /api/booking/availability',
  publicSearch: 'GET /api/public/available_rooms',
  create: 'POST /api/booking/',
  calendar: 'GET /api/booking/calendar (62 days)',
  bookingList: 'GET /api/booking (list)',
  bare: 'bare Fastify route (same JSON)',
  bareQuery: 'bare Fastify route (same query)',
} as const;

/** Issue 19's budgets (docs/performance.md): p95 per call on PostgreSQL, ms. */
export const P95_BUDGETS_MS: Record<string, number> = {
  [CALLS.availability]: 5,
  [CALLS.publicSearch]: 5,
  [CALLS.create]: 10,
  [CALLS.calendar]: 30,
};

/** Our p50 and p95 at most this many times those of the bare Fastify route running the same query. */
export const OVERHEAD_BUDGET = 2;

/** Availability under load on PostgreSQL. */
export const LOAD_BUDGET = { requestsPerSecond: 1000, p99Ms: 100 };

export const LOAD_BUDGET_TEXT = {
  PostgreSQL: `≥ ${LOAD_BUDGET.requestsPerSecond} req/s, p99 ≤ ${LOAD_BUDGET.p99Ms} ms, 0 errors`,
  PGlite: 'no timeouts, only 503s with Retry-After',
} as const;

const nonOkCount = (load: LoadSummary) =>
  Object.values(load.non2xx).reduce((sum, count) => sum + count, 0);

/**
 * The load budget's verdict for availability (other routes have none): on PostgreSQL throughput,
 * p99 and not a single error; on PGlite (one connection) no timeouts and, past its bound, only
 * the bounded 503 with Retry-After.
 */
export function loadVerdict(database: string, load: LoadSummary): 'ok' | 'OVER' | undefined {
  if (load.name !== CALLS.availability) return undefined;
  if (database === 'PGlite') {
    const onlyBounded = nonOkCount(load) === load.busyWithRetryAfter;
    return load.timeouts === 0 && load.errors === 0 && onlyBounded ? 'ok' : 'OVER';
  }
  const clean = load.errors === 0 && load.timeouts === 0 && nonOkCount(load) === 0;
  return clean &&
    load.requestsPerSecond >= LOAD_BUDGET.requestsPerSecond &&
    load.p99 <= LOAD_BUDGET.p99Ms
    ? 'ok'
    : 'OVER';
}
