import type { AppConfig } from '../config';
import { testConfig } from '../test/test-config';

/**
 * The app as the bench builds it: the tests' settings (timed through inject, and for the load
 * phase listening on 127.0.0.1, a free port). Mails stay in the outbox, no logging cost, and no
 * background work (role web: jobs are only queued) to disturb the timings.
 */
export const benchConfig: AppConfig = testConfig({
  dataDir: '/nonexistent/bench-data',
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
  appUrl: 'http://bench.local',
  mailFrom: 'Hotel PMS <no-reply@bench.local>',
});
