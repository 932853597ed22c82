import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';

/**
 * Lighthouse 12 from npm in Debian's Chromium, shared by `pnpm bench -- --lighthouse` (reports)
 * and `pnpm test:lighthouse` (fails below the budgets). Lighthouse's defaults are kept: a
 * mid-range phone, simulated slow 4G and a 4× CPU slowdown (docs/performance.md, Lighthouse).
 */

/** The bars for a page a visitor or the front desk opens first (docs/performance.md). */
export const BARS = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;
export const LCP_BUDGET_MS = 2500;

export type Chrome = chromeLauncher.LaunchedChrome;

/** One Chromium for every run: Lighthouse clears the origin's storage before each one. */
export function launchChrome(): Promise<Chrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
}

/** What a run says about a page, in the units the budgets use (scores 0–100, times in ms). */
export interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of JavaScript over the wire (compressed, as sent), every script the page loaded. */
  scriptBytes: number;
  /**
   * Lighthouse's measure of this machine's CPU at the time (about 1,000–2,000 on an idle desktop
   * core): the simulated phone's times scale with it, so a busy machine shows in a low value.
   */
  benchmarkIndex: number;
  /** Audits below a full score in a category below 100, to say what to fix. */
  failingAudits: string[];
  lhr: LighthouseResult;
}

const score = (lhr: LighthouseResult, id: string) =>
  Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function failingAudits(lhr: LighthouseResult): string[] {
  const failing: string[] = [];
  for (const category of Object.values(lhr.categories)) {
    if ((category.score ?? 0) >= 1) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      const counts =
        audit &&
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'notApplicable';
      if (counts) failing.push(`${category.id}: ${audit.id}`);
    }
  }
  return failing;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

function scriptBytes(lhr: LighthouseResult): number {
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as NetworkRequest[];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/**
 * Lighthouse could not record the page load (e.g. NO_NAVSTART, a lost trace): it says to run
 * it again. No score came out of it, so it says nothing about the page.
 */
export class LighthouseRuntimeError extends Error {}

/** One Lighthouse run (mobile defaults) of `url` in `chrome`. */
export async function auditPage(chrome: Chrome, url: string): Promise<PageScores> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    scriptBytes: scriptBytes(lhr),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failingAudits: failingAudits(lhr),
    lhr,
  };
}

/** Which of the bars a run misses (performance, accessibility, LCP); empty when none. */
export function missedBars(scores: PageScores): string[] {
  const missed: string[] = [];
  if (scores.performance < BARS.performance) missed.push(`performance < ${BARS.performance}`);
  if (scores.accessibility < BARS.accessibility) {
    missed.push(`accessibility < ${BARS.accessibility}`);
  }
  if (!(scores.lcpMs < LCP_BUDGET_MS)) missed.push(`LCP ≥ ${LCP_BUDGET_MS / 1000} s`);
  return missed;
}

/** One table row per page: the scores and the times the budgets name. */
export function scoreRow(label: string, scores: PageScores, note = '') {
  return {
    page: label,
    perf: scores.performance,
    a11y: scores.accessibility,
    'best pr.': scores.bestPractices,
    'LCP s': Number((scores.lcpMs / 1000).toFixed(2)),
    'FCP s': Number((scores.fcpMs / 1000).toFixed(2)),
    'TBT ms': Math.round(scores.tbtMs),
    CLS: Number(scores.cls.toFixed(3)),
    'JS KB': Number((scores.scriptBytes / 1024).toFixed(1)),
    result: note,
  };
}
