import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect } from '@playwright/test';

/**
 * A server of a spec's own, from the same production build, on its own port and fresh demo
 * database, logging at info level: what a developer reads without SMTP or an SMS provider (the
 * local outboxes log every link and text) is then readable by the spec. The shared server logs
 * warnings only. Call `start` in beforeAll (mode serial: one server per file) and `stop` after.
 */
export function ownServer(portVariable: 'E2E_SECOND_PORT' | 'E2E_THIRD_PORT', name: string) {
  const port = Number(process.env[portVariable]);
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}-${name}`;
  let server: ChildProcess | undefined;
  let log = '';

  return {
    baseURL,
    /** Everything the server printed so far (JSON log lines). */
    log: () => log,
    async start() {
      rmSync(dataDir, { recursive: true, force: true });
      server = spawn('node', [process.env.E2E_SERVER_ENTRY ?? 'apps/api/dist/server.js'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          APP_URL: baseURL,
          SEED_DEMO: 'true',
          RATE_LIMIT_LOGIN_MAX: '1000',
          RATE_LIMIT_LOGIN_ACCOUNT_MAX: '1000',
          RATE_LIMIT_LOGIN_IP_MAX: '1000',
          RATE_LIMIT_MAIL_ADDRESS_MAX: '1000',
          RATE_LIMIT_MAIL_IP_MAX: '1000',
          RATE_LIMIT_GUEST_AUTH_IP_MAX: '1000',
          LOG_LEVEL: 'info',
          ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      await expect
        .poll(
          async () => {
            try {
              return (await fetch(`${baseURL}/api/docs/json`)).status;
            } catch {
              return 0;
            }
          },
          { timeout: 100_000, intervals: [500] },
        )
        .toBe(200);
    },
    stop() {
      server?.kill();
    },
  };
}
