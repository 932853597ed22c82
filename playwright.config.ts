import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { e2ePort, freePort } from './e2e/support/ports';

/**
 * End-to-end tests run against the production build served by the API on a fresh embedded
 * database with the demo data, in Debian's Chromium (never a downloaded browser).
 */
// A free port unless E2E_PORT names one; several runs can share a machine.
const port = await e2ePort();
// team.spec.ts and guest-app.spec.ts start a server of their own each, to read its log (the
// local outboxes' links and texts); workers inherit the choice.
process.env.E2E_SECOND_PORT ??= String(await freePort());
process.env.E2E_THIRD_PORT ??= String(await freePort());
// The local fake of Smoobu's API (apps/api/src/test/smoobu-fake-server.ts): the app's Smoobu
// client talks to it, and channels.spec.ts makes reservations "at Smoobu" through its control API.
process.env.E2E_SMOOBU_PORT ??= String(await freePort());
const smoobuUrl = `http://127.0.0.1:${process.env.E2E_SMOOBU_PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
// A private build (scripts/e2e-private.sh) lets several people run the suite side by side.
const serverEntry = process.env.E2E_SERVER_ENTRY ?? 'apps/api/dist/server.js';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  // Three workers, also on 2 cores: a test spends much of its time waiting (page loads, the
  // server, settling animations). Every process of a full run sampled together used about 1,100
  // CPU seconds (browsers three quarters of it), while two workers took 918 s on 2 cores: the
  // cores were a third idle. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || Math.max(3, Math.ceil(availableParallelism() / 2)),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      command: 'apps/api/node_modules/.bin/tsx apps/api/src/test/smoobu-fake-server.ts',
      url: `${smoobuUrl}/__control/state`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { SMOOBU_FAKE_PORT: process.env.E2E_SMOOBU_PORT },
    },
    {
      command: `rm -rf ${dataDir} && node ${serverEntry}`,
      url: `http://127.0.0.1:${port}/api/docs/json`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO: 'true',
        // Many logins, registrations and mails from one address (127.0.0.1) in a short run; the
        // limiters themselves are covered by API tests.
        RATE_LIMIT_LOGIN_MAX: '1000',
        RATE_LIMIT_LOGIN_ACCOUNT_MAX: '1000',
        RATE_LIMIT_LOGIN_IP_MAX: '1000',
        RATE_LIMIT_PASSWORD_CHANGE_MAX: '1000',
        RATE_LIMIT_MAIL_ADDRESS_MAX: '1000',
        RATE_LIMIT_MAIL_IP_MAX: '1000',
        RATE_LIMIT_GUEST_AUTH_IP_MAX: '1000',
        LOG_LEVEL: 'warn',
        SMOOBU_API_URL: smoobuUrl,
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
    },
  ],
});
