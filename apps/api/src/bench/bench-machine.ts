import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { Machine } from './bench-results';

function git(args: string[], cwd: string): string | null {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

/** The machine at the start of the run; `postgres` is filled in once the server answers. */
export function describeMachine(root: string): Machine {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cpuCount: os.availableParallelism(),
    memoryGb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    loadAverage: Math.round(os.loadavg()[0]! * 100) / 100,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    postgres: null,
    commit: git(['rev-parse', 'HEAD'], root)?.trim() ?? null,
    dirty: (git(['status', '--porcelain'], root) ?? '').trim() !== '',
  };
}
