import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { auditPage, BARS, LCP_BUDGET_MS, launchChrome } from './lighthouse-audit';
import { buildDir, buildPrivately, startBuiltServer, waitForServer } from './bench-server';

const PORT = 3241;

/**
 * Lighthouse (npm, mobile form factor with its simulated slow 4G and 4× CPU slowdown) against
 * the production build with the demo hotel, in Debian's Chromium. Prints the scores and LCP of
 * the public booking page; like the rest of `pnpm bench` it reports and never fails a build
 * (`pnpm test:lighthouse` is the check that fails).
 */
export async function benchLighthouse(pagePath = '/public/alpenblick'): Promise<void> {
  console.log('\nLighthouse: building into .tmp/build-bench …');
  buildPrivately();
  const dataDir = path.join(buildDir, 'lighthouse-data');
  rmSync(dataDir, { recursive: true, force: true });
  const server = startBuiltServer({ port: PORT, dataDir, seedDemo: true });
  const chrome = await launchChrome();
  try {
    const url = `http://127.0.0.1:${PORT}${pagePath}`;
    await waitForServer(`http://127.0.0.1:${PORT}/api/public/hotel/alpenblick`, server);
    // One visit first: the demo seed's images are written and the server is warm, as in use.
    await fetch(url);
    const scores = await auditPage(chrome, url);
    const reportPath = path.join(buildDir, 'lighthouse.json');
    writeFileSync(reportPath, JSON.stringify(scores.lhr, null, 1));
    console.log(`Lighthouse mobile ${pagePath} (full report: ${reportPath}):`);
    const categories = {
      performance: scores.performance,
      accessibility: scores.accessibility,
      'best-practices': scores.bestPractices,
    };
    for (const [id, bar] of Object.entries(BARS)) {
      const score = categories[id as keyof typeof BARS];
      console.log(
        `  ${id.padEnd(16)} ${String(score).padStart(3)}  (bar ≥ ${bar}) ${score >= bar ? 'ok' : 'UNDER'}`,
      );
    }
    const lcp = scores.lcpMs;
    console.log(
      `  LCP              ${(lcp / 1000).toFixed(2)} s (bar < ${LCP_BUDGET_MS / 1000} s) ${lcp < LCP_BUDGET_MS ? 'ok' : 'OVER'}`,
    );
    for (const audit of scores.failingAudits) console.log(`  ${audit}`);
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
  }
}
