import { execFileSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../../..');
export const buildDir = path.join(root, '.tmp/build-bench');
export const apiDir = path.join(root, 'apps/api');

/** The production build in private folders (as scripts/e2e-private.sh), never the shared dist. */
export function buildPrivately() {
  execFileSync(
    './node_modules/.bin/vite',
    ['build', '--outDir', path.join(buildDir, 'web'), '--emptyOutDir'],
    { cwd: path.join(root, 'apps/web'), stdio: 'ignore' },
  );
  execFileSync('./node_modules/.bin/tsup', ['--out-dir', 'dist-bench'], {
    cwd: apiDir,
    stdio: 'ignore',
  });
}

export async function waitForServer(url: string, server: ChildProcess) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null) throw new Error('bench server exited');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('bench server did not start');
}
