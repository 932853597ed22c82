import type { AppConfig } from '../config';

/**
 * The app's settings for tests (and the bench): no network, no disk, no background work, rate
 * limits out of the way. Its own module, without the test database, so the bench can use it.
 */
export const TEST_APP_URL = 'http://pms.test';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: '/nonexistent/test-data',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    secretsKey: Buffer.alloc(32, 7),
    appUrl: TEST_APP_URL,
    smtpUrl: undefined,
    mailFrom: 'Hotel PMS <no-reply@pms.test>',
    webDist: '/nonexistent/web-dist',
    seedDemo: false,
    // The test is the worker: it runs the queued jobs with drainJobs (test/jobs.ts).
    role: 'web',
    jobs: { maintenanceSeconds: 60, cleaningSweepSeconds: 600, testEventHandlerDelayMs: 0 },
    logLevel: 'silent',
    rateLimit: {
      loginMax: 1000,
      resetMax: 1000,
      loginFailuresPerAccount: 1000,
      loginFailuresPerIp: 1000,
      passwordChangesPerUser: 1000,
      mailsPerAddress: 1000,
      mailsPerIp: 1000,
      publicBookingsPerIp: 1000,
      guestAuthPerIp: 1000,
      apiKeyPerMinute: 10_000,
    },
    corsOrigins: [],
    testCheckout: true,
    webhooks: { allowPrivateUrls: true, retryDelaySeconds: 1 },
    smb: { smbclientPath: 'smbclient', timeoutSeconds: 10 },
    ...overrides,
  };
}
