/**
 * `pnpm bench` (issue 4, DESIGN §6 budgets): API timings on PGlite and PostgreSQL, and with
 * `--browser` the calendar's render and scroll in Chromium. It reports; it never fails a build.
 *
 *   BENCH_DATABASE_URL / TEST_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
 *   --samples=N  timed requests per call (default 200)     --browser  also measure the web calendar
 *   --browser-only  skip the API timings    --trace=FILE  write a Chrome trace of the calendar's scroll
 *   --lighthouse  only Lighthouse mobile on the demo hotel's public booking page (/public/alpenblick)
 */
import { openDatabase } from '../db/client';
import { adminConnection, databaseUrlFor } from '../test/postgres-admin';
import { benchApi, type ApiBenchResult } from './bench-api';
import { benchBrowser } from './bench-browser';
import { benchLighthouse } from './bench-lighthouse';

const BUDGETS_MS: Record<string, number> = {
  'GET /api/booking/availability': 15,
  'GET /api/public/available_rooms': 15,
  'POST /api/booking/': 15,
  'GET /api/booking/calendar (62 days)': 60,
};

function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

async function onPglite(options: { samples: number; warmUp: number }) {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    return await benchApi(database, 'pglite', options);
  } finally {
    await database.close();
  }
}

async function onPostgres(serverUrl: string, options: { samples: number; warmUp: number }) {
  let admin;
  try {
    admin = await adminConnection(serverUrl);
  } catch (error) {
    console.log(
      `PostgreSQL skipped: cannot connect to ${serverUrl} (${(error as Error).message}). ` +
        'Set BENCH_DATABASE_URL to a server where the user may create databases.',
    );
    return undefined;
  }
  const name = `bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrlFor(serverUrl, name),
    onIdleConnectionError: () => {},
  });
  try {
    await database.migrate();
    return await benchApi(database, 'postgres', options);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

const format = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1).padStart(7) : '    n/a');

function printTable(results: ApiBenchResult[]) {
  console.log('\nAPI (app.inject, one request at a time; ms)');
  console.log(
    `${'call'.padEnd(38)}${'database'.padEnd(12)}${'p50'.padStart(7)}${'p95'.padStart(7)}${'max'.padStart(7)}  budget p95  errors`,
  );
  for (const result of results) {
    for (const summary of result.summaries) {
      const budget = BUDGETS_MS[summary.name];
      const errors = Object.entries(summary.unexpected)
        .map(([status, count]) => `${count}×${status}`)
        .join(' ');
      // Timings of refused requests say nothing about the budget.
      const verdict = errors ? 'n/a' : summary.p95 <= (budget ?? Infinity) ? 'ok' : 'OVER';
      console.log(
        `${summary.name.padEnd(38)}${result.database.padEnd(12)}${format(summary.p50)}${format(summary.p95)}${format(summary.max)}  ${`≤ ${budget ?? '?'} ${verdict}`.padEnd(10)}  ${errors || '-'}`,
      );
    }
  }
  for (const result of results) {
    console.log(
      `${result.database}: ${result.bookingCount} bookings, ${(result.occupancy * 100).toFixed(0)} % occupancy, seeded in ${result.seedSeconds.toFixed(1)} s`,
    );
  }
}

async function main() {
  const samples = Number(argument('samples') ?? 200);
  const options = { samples, warmUp: Math.max(10, Math.round(samples / 10)) };
  const serverUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';

  if (process.argv.includes('--lighthouse')) return benchLighthouse();
  const browserOnly = process.argv.includes('--browser-only');
  if (browserOnly) return benchBrowser({ tracePath: argument('trace') });
  const results: ApiBenchResult[] = [];
  console.log(`Seeding 300 rooms with a year of bookings and timing ${samples} requests per call…`);
  results.push(await onPglite(options));
  const postgres = await onPostgres(serverUrl, options);
  if (postgres) results.push(postgres);
  printTable(results);

  if (process.argv.includes('--browser')) await benchBrowser({ tracePath: argument('trace') });
}

main().catch((error: unknown) => {
  // A report, not a gate: say what went wrong, still exit 0.
  console.error('Benchmark failed:', error);
});
