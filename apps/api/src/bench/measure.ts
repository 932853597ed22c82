import { performance } from 'node:perf_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';

export interface Sample {
  ms: number;
  status: number;
}

export interface Summary {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Responses that were not 2xx, by status (e.g. a 409 for a slot taken meanwhile). */
  unexpected: Record<number, number>;
}

/** The nearest-rank percentile of ascending `sorted` values (NaN when there are none). */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function summarize(name: string, samples: Sample[]): Summary {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const unexpected: Record<number, number> = {};
  for (const sample of samples) {
    if (sample.status < 200 || sample.status > 299) {
      unexpected[sample.status] = (unexpected[sample.status] ?? 0) + 1;
    }
  }
  return {
    name,
    samples: samples.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
    unexpected,
  };
}

/**
 * Times `count` requests one after another (the desk's case: one request at a time), after
 * `warmUp` untimed ones so JIT and query plans are warm. Measured through app.inject: the whole
 * server path (routing, auth, validation, database, serialization) without the network.
 */
export async function timeRequests(
  app: FastifyInstance,
  request: (index: number) => InjectOptions,
  count: number,
  warmUp: number,
): Promise<Sample[]> {
  for (let index = 0; index < warmUp; index += 1) await app.inject(request(count + index));
  const samples: Sample[] = [];
  for (let index = 0; index < count; index += 1) {
    const options = request(index);
    const start = performance.now();
    const response = await app.inject(options);
    samples.push({ ms: performance.now() - start, status: response.statusCode });
  }
  return samples;
}
