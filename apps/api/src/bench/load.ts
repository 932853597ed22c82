import { fork } from 'node:child_process';
import type { LoadJob } from './load-generator';
import { summarizeLoad, type LoadCounts, type LoadSummary } from './load-summary';

export interface LoadOptions {
  connections: number;
  seconds: number;
}

/** autocannon's default: a request unanswered for 10 s counts as a timeout. */
const TIMEOUT_SECONDS = 10;
/** Past the run, its last timeouts and the child's start: then the child is stuck, not slow. */
const GRACE_MS = (TIMEOUT_SECONDS + 30) * 1000;

/**
 * Puts `connections` connections of load on a listening server for `seconds`, cycling through
 * `paths`, from a child process (load-generator.ts). The child inherits tsx's loader through
 * process.execArgv, as fork passes it on.
 */
export function runLoad(
  name: string,
  target: { origin: string; paths: string[]; headers?: Record<string, string> },
  options: LoadOptions,
): Promise<LoadSummary> {
  const job: LoadJob = {
    origin: target.origin,
    paths: target.paths,
    headers: target.headers ?? {},
    connections: options.connections,
    seconds: options.seconds,
    timeoutSeconds: TIMEOUT_SECONDS,
  };
  const child = fork(new URL('./load-generator.ts', import.meta.url), { stdio: 'inherit' });
  return new Promise<LoadSummary>((resolve, reject) => {
    const guard = setTimeout(
      () => {
        child.kill();
        reject(new Error(`load generator for ${name} did not finish`));
      },
      options.seconds * 1000 + GRACE_MS,
    );
    child.once('message', (message: { counts?: LoadCounts; error?: string }) => {
      clearTimeout(guard);
      if (message.counts) resolve(summarizeLoad({ name, ...options }, message.counts));
      else reject(new Error(`load generator for ${name}: ${message.error}`));
    });
    child.once('exit', (code) => {
      clearTimeout(guard);
      // After a message this is a no-op; without one the child died.
      reject(new Error(`load generator for ${name} exited with ${code}`));
    });
    child.send(job);
  });
}
