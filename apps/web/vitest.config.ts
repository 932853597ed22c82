import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // Pages render with i18n, the router and msw; on a busy 2-core machine that can pass 5 s.
      testTimeout: 15_000,
      // A worker per core (Vitest's default leaves one free: a single worker on 2 cores); the
      // main process only collects results.
      maxWorkers: availableParallelism(),
    },
  }),
);
