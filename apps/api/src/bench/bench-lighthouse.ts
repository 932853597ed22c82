import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildDir, buildPrivately, startBuiltServer, waitForServer } from './bench-server';

const PORT = 3241;
/** Issue 13's bars for /public/alpenblick on a phone (Lighthouse's default mobile settings). */
const BARS = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;
const LCP_BUDGET_MS = 2500;

/**
 * Lighthouse (npm, mobile form factor with its simulated slow 4G and 4× CPU slowdown) against
 * the production build with the demo hotel, in Debian's Chromium. Prints the scores and LCP of
 * the public booking page; like the rest of `pnpm bench` it reports and never fails a build.
 */
export async function benchLighthouse(pagePath = '/public/alpenblick'): Promise<void> {
  console.log('\nLighthouse: building into .tmp/build-bench …');
  buildPrivately();
  const dataDir = path.join(buildDir, 'lighthouse-data');
  rmSync(dataDir, { recursive: true, force: true });
  const server = startBuiltServer({ port: PORT, dataDir, seedDemo: true });
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
  try {
    const url = `http://127.0.0.1:${PORT}${pagePath}`;
    await waitForServer(`http://127.0.0.1:${PORT}/api/public/hotel/alpenblick`, server);
    // One visit first: the demo seed's images are written and the server is warm, as in use.
    await fetch(url);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result');
    const reportPath = path.join(buildDir, 'lighthouse.json');
    writeFileSync(reportPath, JSON.stringify(result.lhr, null, 1));
    const { categories, audits } = result.lhr;
    const lcp = audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
    console.log(`Lighthouse mobile ${pagePath} (full report: ${reportPath}):`);
    for (const [id, bar] of Object.entries(BARS)) {
      const score = Math.round((categories[id]?.score ?? 0) * 100);
      console.log(
        `  ${id.padEnd(16)} ${String(score).padStart(3)}  (bar ≥ ${bar}) ${score >= bar ? 'ok' : 'UNDER'}`,
      );
    }
    console.log(
      `  LCP              ${(lcp / 1000).toFixed(2)} s (bar < ${LCP_BUDGET_MS / 1000} s) ${lcp < LCP_BUDGET_MS ? 'ok' : 'OVER'}`,
    );
    for (const category of Object.values(categories)) {
      const failing = category.auditRefs
        .map((ref) => audits[ref.id])
        .filter(
          (audit) =>
            audit &&
            audit.score !== null &&
            audit.score < 1 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'notApplicable',
        );
      if (failing.length && (category.score ?? 0) < 1) {
        console.log(`  ${category.id}: ${failing.map((audit) => audit!.id).join(', ')}`);
      }
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
  }
}
