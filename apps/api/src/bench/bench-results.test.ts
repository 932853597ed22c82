import { describe, expect, it } from 'vitest';
import { CALLS, loadVerdict } from './bench-budgets';
import type { ApiBenchResult } from './bench-api';
import {
  buildReport,
  compareLines,
  formatChange,
  reportFileName,
  type Machine,
} from './bench-results';
import { summarizeLoad, type LoadSummary } from './load-summary';
import { percentile, summarize, type Summary } from './measure';

const machine: Machine = {
  cpuModel: 'Test CPU',
  cpuCount: 2,
  memoryGb: 8,
  loadAverage: 0.5,
  node: 'v22.0.0',
  platform: 'linux',
  postgres: '17.2',
  commit: 'abc',
  dirty: false,
};

const timed = (name: string, p50: number, p95: number): Summary => ({
  name,
  samples: 100,
  p50,
  p95,
  p99: p95 * 2,
  max: p95 * 3,
  unexpected: {},
});

function load(overrides: Partial<LoadSummary> = {}): LoadSummary {
  return {
    name: CALLS.availability,
    connections: 50,
    seconds: 20,
    responses: 30_000,
    requestsPerSecond: 1500,
    p50: 20,
    p95: 40,
    p99: 60,
    max: 90,
    errors: 0,
    timeouts: 0,
    non2xx: {},
    busyWithRetryAfter: 0,
    ...overrides,
  };
}

function result(availabilityP95: number, requestsPerSecond: number): ApiBenchResult {
  return {
    database: 'PostgreSQL',
    seedSeconds: 10,
    bookingCount: 20_000,
    occupancy: 0.73,
    summaries: [timed(CALLS.availability, availabilityP95 / 2, availabilityP95)],
    bare: timed(CALLS.bare, 0.5, 1),
    bareQuery: timed(CALLS.bareQuery, 1, 2),
    bareBodyBytes: 2048,
    load: [load({ requestsPerSecond })],
  };
}

const reportOf = (availabilityP95: number, requestsPerSecond: number) =>
  buildReport({
    startedAt: new Date('2026-11-24T19:05:00.123Z'),
    finishedAt: new Date('2026-11-24T19:08:00Z'),
    mode: 'short',
    settings: { samples: 100, warmUp: 10, load: { connections: 50, seconds: 5 } },
    machine,
    results: [result(availabilityP95, requestsPerSecond)],
  });

describe('bench numbers', () => {
  it('takes nearest-rank percentiles, p99 included', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([], 0.5)).toBeNaN();
    const summary = summarize('x', [
      ...values.map((ms) => ({ ms, status: 200 })),
      { ms: 1, status: 409 },
    ]);
    expect(summary).toMatchObject({ samples: 101, p99: 99, max: 100, unexpected: { 409: 1 } });
  });

  it('counts load answers by status, with timeouts apart from other errors', () => {
    const summary = summarizeLoad(
      { name: CALLS.availability, connections: 50, seconds: 5 },
      {
        latencies: [3, 1, 2],
        statuses: { 200: 3, 503: 2 },
        busyWithRetryAfter: 2,
        requestsPerSecond: 1,
        errorsWithTimeouts: 4,
        timeouts: 3,
      },
    );
    expect(summary).toMatchObject({ responses: 5, p50: 2, max: 3, errors: 1, timeouts: 3 });
    expect(summary.non2xx).toEqual({ 503: 2 });
    // PGlite: 503s with Retry-After are bounded answers, timeouts are not.
    expect(loadVerdict('PGlite', { ...summary, timeouts: 0, errors: 0 })).toBe('ok');
    expect(loadVerdict('PGlite', summary)).toBe('OVER');
    expect(loadVerdict('PostgreSQL', load())).toBe('ok');
    expect(loadVerdict('PostgreSQL', load({ non2xx: { 503: 1 } }))).toBe('OVER');
    expect(loadVerdict('PostgreSQL', load({ name: CALLS.bookingList }))).toBeUndefined();
  });
});

describe('bench report', () => {
  it('keeps the machine, the settings and our overhead over the bare routes in its JSON', () => {
    const report = JSON.parse(JSON.stringify(reportOf(4, 1200)));
    expect(report).toMatchObject({
      version: 1,
      mode: 'short',
      machine: { cpuCount: 2, postgres: '17.2', commit: 'abc' },
      budgets: { p95Ms: { [CALLS.availability]: 5 }, overheadRatio: 2 },
      runs: [
        {
          database: 'PostgreSQL',
          overhead: { p50: 2, p95: 2 },
          floor: { p50: 4, p95: 4 },
          load: [{ p99: 60 }],
        },
      ],
    });
    expect(reportFileName(new Date(report.startedAt))).toBe('bench-2026-11-24T19-05-00Z.json');
  });

  it('prints each number next to the earlier one with the change in %', () => {
    const lines = compareLines(reportOf(4, 1200), reportOf(8, 1000));
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^PostgreSQL · GET \/api\/booking\/availability · p95 +4\.00 ms +was +8\.00 ms +−50\.0 %$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /load · GET \/api\/booking\/availability · req\/s +1200 req\/s +was +1000 req\/s +\+20\.0 %/,
      ),
    );
    expect(formatChange(1, undefined)).toBe('new');
    expect(formatChange(0, 0)).toBe('±0 %');
  });
});
