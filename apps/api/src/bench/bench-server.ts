import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
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

/**
 * The private build on `port` with its own data folder (PGlite), quiet, for a browser to use;
 * `serverEntry` and `webDist` name another build (the Lighthouse check uses `pnpm build`'s).
 */
export function startBuiltServer(options: {
  port: number;
  dataDir: string;
  seedDemo: boolean;
  serverEntry?: string;
  webDist?: string;
}) {
  const serverEntry = options.serverEntry ?? path.join(apiDir, 'dist-bench/server.js');
  return spawn('node', [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      WEB_DIST: options.webDist ?? path.join(buildDir, 'web'),
      APP_URL: `http://127.0.0.1:${options.port}`,
      SEED_DEMO: String(options.seedDemo),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
}
