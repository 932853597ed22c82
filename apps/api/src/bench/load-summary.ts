import { percentile } from './measure';

/** What one bounded load run (autocannon) on one route came to. Latencies in ms, 2xx only. */
export interface LoadSummary {
  name: string;
  connections: number;
  seconds: number;
  /** Responses received, whatever their status. */
  responses: number;
  /** autocannon's mean of the per-second counts. */
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Connection errors other than timeouts (refused, reset). */
  errors: number;
  /** Requests without an answer within the generator's timeout. */
  timeouts: number;
  /** Responses that were not 2xx, by status. */
  non2xx: Record<string, number>;
  /** Of the 503s, those with `Retry-After`: the bounded "busy, come back" answer, not a failure. */
  busyWithRetryAfter: number;
}

/** What the load generator counted while autocannon ran. */
export interface LoadCounts {
  /** Response times of the 2xx answers (autocannon's own histogram has no p95). */
  latencies: number[];
  statuses: Record<string, number>;
  busyWithRetryAfter: number;
  requestsPerSecond: number;
  /** autocannon counts timeouts among its errors. */
  errorsWithTimeouts: number;
  timeouts: number;
}

export function summarizeLoad(
  target: { name: string; connections: number; seconds: number },
  counts: LoadCounts,
): LoadSummary {
  const sorted = [...counts.latencies].sort((a, b) => a - b);
  const non2xx: Record<string, number> = {};
  let responses = 0;
  for (const [status, count] of Object.entries(counts.statuses)) {
    responses += count;
    if (!status.startsWith('2')) non2xx[status] = count;
  }
  return {
    ...target,
    responses,
    requestsPerSecond: counts.requestsPerSecond,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
    errors: counts.errorsWithTimeouts - counts.timeouts,
    timeouts: counts.timeouts,
    non2xx,
    busyWithRetryAfter: counts.busyWithRetryAfter,
  };
}
