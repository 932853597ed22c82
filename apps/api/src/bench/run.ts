/**
 * `pnpm bench` (issue 19, docs/performance.md budgets): API timings on PGlite and PostgreSQL, a
 * bare Fastify route with the same JSON as the yardstick of our overhead, and a bounded load
 * phase (autocannon); the tables here, the same numbers as JSON in .tmp/bench/. With `--browser`
 * also the calendar's render and scroll in Chromium. It reports; it never fails a build.
 *
 *   BENCH_DATABASE_URL / TEST_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
 *   --samples=N  timed requests per call (default 200)    --load-seconds=N  per route (default 20)
 *   --short  CI's report: 50 samples, 5 s of load        --no-load  skip the load phase
 *   --compare=FILE  each number next to an earlier run's JSON, with the change in %
 *   --browser  also measure the web calendar   --browser-only  skip the API timings
 *   --trace=FILE  write a Chrome trace of the calendar's scroll
 *   --lighthouse  only Lighthouse mobile on the demo hotel's public booking page (/public/alpenblick)
 */
import path from 'node:path';
import { openDatabase } from '../db/client';
import { adminConnection, databaseUrlFor } from '../test/postgres-admin';
import { benchApi, type ApiBenchOptions, type ApiBenchResult } from './bench-api';
import { benchBrowser } from './bench-browser';
import { benchLighthouse } from './bench-lighthouse';
import { describeMachine } from './bench-machine';
import { printReport } from './bench-report';
import { buildReport, compareLines, readReport, writeReport } from './bench-results';
import { root } from './bench-server';

/** The load: 50 connections for 20 s per route. */
const CONNECTIONS = 50;

/** Where `pnpm bench` was typed (pnpm runs the script in apps/api): relative paths start there. */
const invokedFrom = process.env.INIT_CWD ?? process.cwd();

function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

/** A positive whole number from the command line, or the default; anything else stops the run. */
function countArgument(name: string, fallback: number, max: number): number {
  const text = argument(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`--${name} takes a whole number from 1 to ${max}, not "${text}"`);
  }
  return value;
}

async function onPglite(options: ApiBenchOptions) {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    return await benchApi(database, 'pglite', options);
  } finally {
    await database.close();
  }
}

async function onPostgres(
  serverUrl: string,
  options: ApiBenchOptions,
): Promise<{ result: ApiBenchResult; version: string } | undefined> {
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
  const version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]!
    .server_version;
  await admin.query(`CREATE DATABASE "${name}"`);
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrlFor(serverUrl, name),
    onIdleConnectionError: () => {},
  });
  try {
    await database.migrate();
    return { result: await benchApi(database, 'postgres', options), version };
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  if (process.argv.includes('--lighthouse')) return benchLighthouse();
  if (process.argv.includes('--browser-only'))
    return benchBrowser({ tracePath: argument('trace') });

  const short = process.argv.includes('--short');
  const samples = countArgument('samples', short ? 50 : 200, 100_000);
  const loadSeconds = countArgument('load-seconds', short ? 5 : 20, 600);
  const withLoad = !process.argv.includes('--no-load');
  const settings = {
    samples,
    warmUp: Math.max(10, Math.round(samples / 10)),
    load: { connections: CONNECTIONS, seconds: loadSeconds },
  };
  // Read first: a wrong path is told before minutes of work, not after.
  const compareFile = argument('compare');
  const earlier = compareFile
    ? await readReport(path.resolve(invokedFrom, compareFile)).catch((error: Error) => {
        // CI compares with the last run when there is one; a report it cannot read is no reason
        // to skip this run's numbers.
        console.log(`--compare: ${error.message}; running without a comparison.`);
        return undefined;
      })
    : undefined;
  const serverUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';

  const startedAt = new Date();
  const machine = describeMachine(root);
  const options: ApiBenchOptions = { ...settings, load: withLoad ? settings.load : undefined };
  console.log(
    `Seeding 300 rooms with a year of bookings, timing ${samples} requests per call` +
      (withLoad ? `, then ${loadSeconds} s of load per route…` : '…'),
  );
  const results: ApiBenchResult[] = [await onPglite(options)];
  const postgres = await onPostgres(serverUrl, options);
  if (postgres) {
    results.push(postgres.result);
    machine.postgres = postgres.version;
  }
  const report = buildReport({
    startedAt,
    finishedAt: new Date(),
    mode: short ? 'short' : 'full',
    settings,
    machine,
    results,
  });
  printReport(report);
  const file = await writeReport(path.join(root, '.tmp/bench'), report);
  console.log(`\nJSON: ${path.relative(root, file)} (and .tmp/bench/latest.json)`);
  if (earlier && compareFile) {
    console.log(`\nCompared with ${compareFile} (${earlier.startedAt}, ${earlier.mode}):`);
    for (const line of compareLines(report, earlier)) console.log(line);
  }

  if (process.argv.includes('--browser')) await benchBrowser({ tracePath: argument('trace') });
}

main().catch((error: unknown) => {
  // A report, not a gate: say what went wrong, still exit 0.
  console.error('Benchmark failed:', error);
});
