import {
  CALLS,
  LOAD_BUDGET_TEXT,
  loadVerdict,
  OVERHEAD_BUDGET,
  P95_BUDGETS_MS,
} from './bench-budgets';
import { formatNumber, type BenchReport } from './bench-results';

const cell = (value: number, width = 8) => formatNumber(value).padStart(width);
const counts = (byStatus: Record<string, number>) =>
  Object.entries(byStatus)
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');

/** The human tables of a report: the same numbers as its JSON. */
export function printReport(report: BenchReport) {
  const { samples } = report.settings;
  console.log(`\nAPI (app.inject, one request at a time, ${samples} samples per call; ms)`);
  console.log(
    `${'call'.padEnd(38)}${'database'.padEnd(12)}${['p50', 'p95', 'p99', 'max'].map((name) => name.padStart(8)).join('')}  budget p95  errors`,
  );
  for (const run of report.runs) {
    for (const summary of [...run.summaries, run.bareQuery, run.bare]) {
      const budget = P95_BUDGETS_MS[summary.name];
      const errors = counts(summary.unexpected);
      // Timings of refused requests say nothing about the budget.
      const verdict =
        budget === undefined ? '' : errors ? 'n/a' : summary.p95 <= budget ? 'ok' : 'OVER';
      const budgetText = budget === undefined ? '-' : `≤ ${budget} ${verdict}`;
      console.log(
        `${summary.name.padEnd(38)}${run.database.padEnd(12)}${cell(summary.p50)}${cell(summary.p95)}${cell(summary.p99)}${cell(summary.max)}  ${budgetText.padEnd(10)}  ${errors || '-'}`,
      );
    }
  }

  console.log(
    `\nOur overhead per call: availability ÷ a bare Fastify route running the same query (budget ≤ ${OVERHEAD_BUDGET}×); ÷ one answering the same JSON without a database (the floor)`,
  );
  for (const run of report.runs) {
    const ours = run.summaries.find((summary) => summary.name === CALLS.availability)!;
    const verdict = run.overhead.p95 <= OVERHEAD_BUDGET ? 'ok' : 'OVER';
    console.log(
      `${run.database.padEnd(12)}p50 ${formatNumber(ours.p50)} ÷ ${formatNumber(run.bareQuery.p50)} = ${formatNumber(run.overhead.p50)}×   ` +
        `p95 ${formatNumber(ours.p95)} ÷ ${formatNumber(run.bareQuery.p95)} = ${formatNumber(run.overhead.p95)}×  ${verdict}` +
        `   floor p95 ÷ ${formatNumber(run.bare.p95)} = ${formatNumber(run.floor.p95)}× (${(run.bareBodyBytes / 1024).toFixed(1)} KB of JSON)`,
    );
  }

  if (report.runs.some((run) => run.load.length > 0)) printLoad(report);

  for (const run of report.runs) {
    console.log(
      `${run.database}: ${run.bookingCount} bookings, ${(run.occupancy * 100).toFixed(0)} % occupancy, seeded in ${run.seedSeconds.toFixed(1)} s`,
    );
  }
  const { machine } = report;
  console.log(
    `Machine: ${machine.cpuCount} × ${machine.cpuModel}, ${machine.memoryGb} GB, load average ${machine.loadAverage} at the start, ` +
      `Node ${machine.node}, PostgreSQL ${machine.postgres ?? 'skipped'}, commit ${machine.commit?.slice(0, 12) ?? 'unknown'}${machine.dirty ? ' (with local changes)' : ''}`,
  );
}

function printLoad(report: BenchReport) {
  const { connections, seconds } = report.settings.load;
  console.log(
    `\nLoad (autocannon in a child process, ${connections} connections, ${seconds} s per route; latency of 2xx answers, ms)`,
  );
  console.log(
    `${'route'.padEnd(38)}${'database'.padEnd(12)}${'req/s'.padStart(8)}${['p50', 'p95', 'p99'].map((name) => name.padStart(8)).join('')}  errors  timeouts  non-2xx          budget`,
  );
  for (const run of report.runs) {
    for (const load of run.load) {
      const verdict = loadVerdict(run.database, load);
      const budget = verdict
        ? `${LOAD_BUDGET_TEXT[run.database as keyof typeof LOAD_BUDGET_TEXT]} ${verdict}`
        : '-';
      const non2xx = counts(load.non2xx);
      const bounded = load.busyWithRetryAfter
        ? ` (${load.busyWithRetryAfter} with Retry-After)`
        : '';
      console.log(
        `${load.name.padEnd(38)}${run.database.padEnd(12)}${cell(load.requestsPerSecond)}${cell(load.p50)}${cell(load.p95)}${cell(load.p99)}  ${String(load.errors).padStart(6)}  ${String(load.timeouts).padStart(8)}  ${`${non2xx || '-'}${bounded}`.padEnd(15)}  ${budget}`,
      );
    }
    const bare = run.load.find((load) => load.name === CALLS.bareQuery);
    if (bare) {
      const ratios = run.load
        .filter((load) => load.name === CALLS.availability)
        .map(
          (load) =>
            `${load.name} ${formatNumber(bare.requestsPerSecond / load.requestsPerSecond)}×`,
        );
      console.log(
        `${''.padEnd(4)}the bare route's (same query) req/s ÷ ours: ${ratios.join(', ')}`,
      );
    }
  }
}
