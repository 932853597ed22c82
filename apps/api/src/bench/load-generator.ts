/**
 * The load generator, run as a child process by load.ts: autocannon in its own process, so the
 * clients never take event-loop time from the server they measure (which stays in the bench
 * process, where the PGlite database lives). Receives one LoadJob, answers with LoadCounts, exits.
 */
import autocannon from 'autocannon';
import type { LoadCounts } from './load-summary';

export interface LoadJob {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Paths (with query) taken in turn, so requests vary like the timed ones. */
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  timeoutSeconds: number;
}

function run(job: LoadJob): Promise<LoadCounts> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let busyWithRetryAfter = 0;
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.origin,
        connections: job.connections,
        duration: job.seconds,
        timeout: job.timeoutSeconds,
        headers: job.headers,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: job.paths[next++ % job.paths.length] }),
            onResponse: (status, _body, _context, headers) => {
              const hasRetryAfter = Object.keys(headers ?? {}).some(
                (name) => name.toLowerCase() === 'retry-after',
              );
              if (status === 503 && hasRetryAfter) busyWithRetryAfter += 1;
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          latencies,
          statuses,
          busyWithRetryAfter,
          requestsPerSecond: result.requests.mean,
          errorsWithTimeouts: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode <= 299) latencies.push(responseTime);
    });
  });
}

process.once('message', (job: LoadJob) => {
  run(job).then(
    (counts) => process.send!({ counts }, () => process.exit(0)),
    (error: unknown) =>
      process.send!({ error: (error as Error).message ?? String(error) }, () => process.exit(1)),
  );
});
