import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiBenchResult } from './bench-api';
import { LOAD_BUDGET, OVERHEAD_BUDGET, P95_BUDGETS_MS } from './bench-budgets';
import type { LoadOptions } from './load';
import type { Summary } from './measure';

/** Where and on what the numbers were taken: without it two runs cannot be compared fairly. */
export interface Machine {
  cpuModel: string;
  cpuCount: number;
  memoryGb: number;
  /** 1-minute load average when the run started: a busy machine explains slow numbers. */
  loadAverage: number;
  node: string;
  platform: string;
  /** `server_version` of the PostgreSQL server, or null when it was skipped. */
  postgres: string | null;
  commit: string | null;
  /** Uncommitted changes in the work tree at the time of the run. */
  dirty: boolean;
}

/** Ours ÷ a bare Fastify route: `overhead` the one running the same query, `floor` the one with the same JSON. */
export interface Overhead {
  p50: number;
  p95: number;
}

export interface BenchRun extends ApiBenchResult {
  overhead: Overhead;
  floor: Overhead;
}

/** The JSON next to the human table (.tmp/bench/*.json). */
export interface BenchReport {
  version: 1;
  startedAt: string;
  finishedAt: string;
  mode: 'full' | 'short';
  settings: { samples: number; warmUp: number; load: LoadOptions };
  budgets: {
    p95Ms: Record<string, number>;
    overheadRatio: number;
    load: typeof LOAD_BUDGET;
  };
  machine: Machine;
  runs: BenchRun[];
}

export function overheadOf(ours: Summary, bare: Summary): Overhead {
  return { p50: ours.p50 / bare.p50, p95: ours.p95 / bare.p95 };
}

export function buildReport(input: {
  startedAt: Date;
  finishedAt: Date;
  mode: BenchReport['mode'];
  settings: BenchReport['settings'];
  machine: Machine;
  results: ApiBenchResult[];
}): BenchReport {
  return {
    version: 1,
    startedAt: input.startedAt.toISOString(),
    finishedAt: input.finishedAt.toISOString(),
    mode: input.mode,
    settings: input.settings,
    budgets: { p95Ms: P95_BUDGETS_MS, overheadRatio: OVERHEAD_BUDGET, load: LOAD_BUDGET },
    machine: input.machine,
    runs: input.results.map((result) => ({
      ...result,
      // The same JSON as the availability search: that call is the one to compare with.
      overhead: overheadOf(result.summaries[0]!, result.bareQuery),
      floor: overheadOf(result.summaries[0]!, result.bare),
    })),
  };
}

/** One comparable number of a report; `higherIsBetter` only for throughput. */
export interface Metric {
  key: string;
  value: number;
  unit: 'ms' | '×' | 'req/s' | 'count';
  higherIsBetter?: boolean;
}

/** Every number of a report under a stable key (database · call · measure). */
export function metricsOf(report: BenchReport): Metric[] {
  const metrics: Metric[] = [];
  for (const run of report.runs) {
    for (const summary of [...run.summaries, run.bareQuery, run.bare]) {
      for (const measure of ['p50', 'p95', 'p99', 'max'] as const) {
        const value = summary[measure];
        metrics.push({ key: `${run.database} · ${summary.name} · ${measure}`, value, unit: 'ms' });
      }
    }
    metrics.push({ key: `${run.database} · overhead · p50`, value: run.overhead.p50, unit: '×' });
    metrics.push({ key: `${run.database} · overhead · p95`, value: run.overhead.p95, unit: '×' });
    metrics.push({ key: `${run.database} · floor · p95`, value: run.floor.p95, unit: '×' });
    for (const load of run.load) {
      const key = `${run.database} · load · ${load.name}`;
      metrics.push({
        key: `${key} · req/s`,
        value: load.requestsPerSecond,
        unit: 'req/s',
        higherIsBetter: true,
      });
      for (const measure of ['p50', 'p95', 'p99'] as const) {
        metrics.push({ key: `${key} · ${measure}`, value: load[measure], unit: 'ms' });
      }
      const failed = load.errors + load.timeouts;
      metrics.push({ key: `${key} · errors+timeouts`, value: failed, unit: 'count' });
    }
  }
  return metrics;
}

/** A number for a table: two decimals below 10 (bare-route times are fractions of a ms). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (Math.abs(value) >= 100) return value.toFixed(0);
  return value.toFixed(Math.abs(value) >= 10 ? 1 : 2);
}

/** The change from `before` to `now` in %, signed; "new"/"gone" when one side is missing. */
export function formatChange(now: number | undefined, before: number | undefined): string {
  if (now === undefined || !Number.isFinite(now)) return 'gone';
  if (before === undefined || !Number.isFinite(before)) return 'new';
  if (before === 0) return now === 0 ? '±0 %' : 'new';
  const change = ((now - before) / before) * 100;
  if (Math.abs(change) < 0.05) return '±0 %';
  return `${change > 0 ? '+' : '−'}${Math.abs(change).toFixed(1)} %`;
}

/** Each number of `now` next to the same one of `before`, with the change; one line each. */
export function compareLines(now: BenchReport, before: BenchReport): string[] {
  const earlier = new Map(metricsOf(before).map((metric) => [metric.key, metric.value]));
  const width = Math.max(...metricsOf(now).map((metric) => metric.key.length), 10);
  return metricsOf(now).map((metric) => {
    const was = earlier.get(metric.key);
    const show = (value: number) =>
      metric.unit === 'count' ? String(value) : `${formatNumber(value)} ${metric.unit}`;
    const value = show(metric.value).padStart(13);
    const old = was === undefined ? '-' : show(was);
    const better = metric.higherIsBetter ? '  (higher is better)' : '';
    return `${metric.key.padEnd(width)}  ${value}  was ${old.padStart(11)}  ${formatChange(metric.value, was).padStart(9)}${better}`;
  });
}

/** `.tmp/bench/bench-2026-11-24T19-05-00Z.json` (no colons, so any file system takes it). */
export function reportFileName(startedAt: Date): string {
  return `bench-${startedAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.json`;
}

export async function writeReport(folder: string, report: BenchReport): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, reportFileName(new Date(report.startedAt)));
  const text = `${JSON.stringify(report, null, 2)}\n`;
  await writeFile(file, text);
  await writeFile(path.join(folder, 'latest.json'), text);
  return file;
}

/** An earlier run's JSON for --compare; a clear error when it is not one. */
export async function readReport(file: string): Promise<BenchReport> {
  const report = JSON.parse(await readFile(file, 'utf8')) as BenchReport;
  if (report.version !== 1 || !Array.isArray(report.runs)) {
    throw new Error(`${file} is not a bench report (version 1)`);
  }
  return report;
}
