import type { AppConfig } from '../config';

/**
 * The app as the bench builds it: timed through inject, and for the load phase listening on
 * 127.0.0.1 (a free port). Mails stay in the outbox, no logging cost, and no background work
 * (role web: jobs are only queued) to disturb the timings.
 */
export const benchConfig: AppConfig = {
  port: 0,
  host: '127.0.0.1',
  databaseUrl: undefined,
  dataDir: '/nonexistent/bench-data',
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
  secretsKey: Buffer.alloc(32, 7),
  appUrl: 'http://bench.local',
  smtpUrl: undefined,
  mailFrom: 'Hotel PMS <no-reply@bench.local>',
  webDist: '/nonexistent/web-dist',
  seedDemo: false,
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
};
