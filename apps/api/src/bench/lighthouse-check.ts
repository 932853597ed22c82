import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  auditPage,
  LighthouseRuntimeError,
  launchChrome,
  missedBars,
  scoreRow,
  type Chrome,
  type PageScores,
} from './lighthouse-audit';
import { root, startBuiltServer, waitForServer } from './bench-server';

/**
 * `pnpm test:lighthouse`: Lighthouse mobile on the three first screens of the build `pnpm build`
 * made (apps/web/dist, apps/api/dist), with the demo hotel in a fresh PGlite folder. Exits 1
 * when the public page or the staff `/login` (the issue's two budget pages) misses performance
 * ≥ 95, accessibility 100 or LCP < 2.5 s, or the guest login misses accessibility 100. The guest
 * login's performance and LCP are reported against the same bars but do not fail the suite: it
 * is not drawn by the server yet (docs/performance.md, Lighthouse).
 *
 * Fair on a busy machine: a page that misses is run again, up to three runs, and its best run
 * counts. Lighthouse simulates the phone's network from the page's requests, the same every run;
 * only the measured CPU time varies, and other work on the machine can only lengthen it (a busy
 * 2-core box turned 97 into 77 with three times the blocking time). A real regression (more
 * bytes, another round trip, more work) shows in every run. LIGHTHOUSE_WEB_DIST and
 * LIGHTHOUSE_SERVER_ENTRY name another build (e.g. a private one from scripts/e2e-private.sh).
 */

const PAGES = [
  { label: 'public page', path: '/public/alpenblick', gate: 'all' },
  { label: 'guest login', path: '/guest_app/alpenblick/login', gate: 'accessibility' },
  { label: 'staff login', path: '/login', gate: 'all' },
] as const;
const MAX_RUNS = 3;

const webDist = path.resolve(root, process.env.LIGHTHOUSE_WEB_DIST ?? 'apps/web/dist');
const serverEntry = path.resolve(
  root,
  process.env.LIGHTHOUSE_SERVER_ENTRY ?? 'apps/api/dist/server.js',
);
const reportDir = path.join(root, '.tmp/lighthouse');

/** A port nobody listens on now (the OS picks it), so parallel checks never collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function missedForGate(scores: PageScores, gate: (typeof PAGES)[number]['gate']) {
  const missed = missedBars(scores);
  return gate === 'all' ? missed : missed.filter((bar) => bar.startsWith('accessibility'));
}

/** Lighthouse's own recording failures are run again this many times before the check gives up. */
const RECORDING_RETRIES = 2;

/** A run that yields scores: one Lighthouse could not record is run again, as it asks. */
async function scoredRun(chrome: Chrome, url: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await auditPage(chrome, url);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= RECORDING_RETRIES) throw error;
      console.log(`${error.message}; running it again`);
    }
  }
}

/** One run, with a line in the log so a slow or odd run shows where the time went. */
async function timedRun(chrome: Chrome, url: string, label: string) {
  const started = Date.now();
  const scores = await scoredRun(chrome, url);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `${label}: performance ${scores.performance}, LCP ${(scores.lcpMs / 1000).toFixed(2)} s, ` +
      `TBT ${Math.round(scores.tbtMs)} ms, CPU benchmark ${scores.benchmarkIndex} (${seconds} s)`,
  );
  return scores;
}

/**
 * Runs a page until one run meets its bars, at most `MAX_RUNS` times; the passing run, or else the
 * best one (highest performance score), stands for the page.
 */
async function checkPage(chrome: Chrome, origin: string, page: (typeof PAGES)[number]) {
  const url = `${origin}${page.path}`;
  const runs: PageScores[] = [];
  while (runs.length < MAX_RUNS) {
    const label = runs.length === 0 ? page.label : `${page.label} again`;
    const run = await timedRun(chrome, url, label);
    runs.push(run);
    if (missedForGate(run, page.gate).length === 0) break;
  }
  const best = runs.reduce((a, b) => {
    const aPasses = missedForGate(a, page.gate).length === 0;
    if (aPasses !== (missedForGate(b, page.gate).length === 0)) return aPasses ? a : b;
    return b.performance > a.performance ? b : a;
  });
  const slug = page.label.replace(/\W+/g, '-');
  runs.forEach((run, index) =>
    writeFileSync(path.join(reportDir, `${slug}-${index + 1}.json`), JSON.stringify(run.lhr)),
  );
  return { scores: best, runs: runs.length, missed: missedForGate(best, page.gate) };
}

async function main() {
  const started = Date.now();
  mkdirSync(reportDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-check-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startBuiltServer({ port, dataDir, seedDemo: true, serverEntry, webDist });
  let chrome: Chrome | undefined;
  try {
    await waitForServer(`${origin}/api/public/hotel/alpenblick`, server);
    // One visit each first: the demo seed's images are written and the server is warm, as in use.
    for (const page of PAGES) await fetch(`${origin}${page.path}`);
    chrome = await launchChrome();
    const rows = [];
    const failures: string[] = [];
    for (const page of PAGES) {
      const { scores, runs, missed } = await checkPage(chrome, origin, page);
      const reported = missedBars(scores).filter((bar) => !missed.includes(bar));
      const verdict = missed.length
        ? `MISSED ${missed.join(', ')}`
        : reported.length
          ? `ok; reported: ${reported.join(', ')}`
          : 'ok';
      const note = `${verdict}${runs > 1 ? ` (best of ${runs})` : ''}`;
      rows.push(scoreRow(`${page.label} ${page.path}`, scores, note));
      if (missed.length) {
        failures.push(`${page.label}: ${missed.join(', ')}`);
        for (const audit of scores.failingAudits) console.log(`  ${page.label} ${audit}`);
      }
    }
    console.log(`\nLighthouse 12 mobile (reports in ${path.relative(root, reportDir)}/)`);
    console.table(rows);
    console.log(`took ${Math.round((Date.now() - started) / 1000)} s`);
    if (failures.length) {
      console.error(`test:lighthouse: under the budgets: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
